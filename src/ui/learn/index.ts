export { LearnPanel } from './LearnPanel';
