export { TopBar } from './TopBar';
export { ModePanel } from './ModePanel';
