export { LearnScene } from './LearnScene';
export type { LearnPrint, LearnSceneProps } from './LearnScene';
export { stripLayout } from '../look/strip-print';
export type { LearnProbes, ReachMark, StepView } from './view-types';
