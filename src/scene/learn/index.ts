export { LearnScene } from './LearnScene';
export type { LearnSceneProps } from './LearnScene';
export type { LearnProbes, ReachMark, StepView } from './view-types';
