export { BuilderPanel } from './BuilderPanel';
