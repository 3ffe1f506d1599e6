export { LearnScene } from './LessonScene';
export type { LearnPrint, LearnSceneProps } from './LessonScene';
export { stripLayout } from '../../../../scene/look/strip-print';
export type { LearnProbes, ReachMark, StepView } from './view-types';
