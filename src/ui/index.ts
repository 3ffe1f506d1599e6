export { TopBar } from './TopBar';
