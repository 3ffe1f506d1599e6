export { LearnScene, LEARN_CAR_COLORS } from './LearnScene';
export type { LearnSceneProps } from './LearnScene';
export type { LearnProbes, ReachMark, StepView } from './view-types';
