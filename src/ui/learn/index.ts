export { LearnPanel } from './LearnPanel';
export { Presentation } from './Presentation';
