/** The teaching view of Learn mode, for any game on the seam (docs/architecture.md, "The teaching view"). */
export { openScenario, openSetup, setupScenario, scenarioOfFrames, scenarioFileOf, seekTo, branch, shownFrame, lastStep, movesOf, laterMoves, describePosition, type TeachPosition } from './position';
export { useTeachStore, lessonStepShown, type OpenLesson, serialiseTeach, restoreTeach, openSavedOrSetup, teachFromHere, TEACH_AUTOSAVE_PREFIX, UNDO_LIMIT, type TeachStore } from './store';
export { useLearnGame, inTeach, LEARN_GAME_KEY } from './choice';
export { publishTeach, type TeachProbe } from './debug';
export { gameLessonSchema, readGameLesson, checkLesson, factAt, GAME_LESSON_FORMAT, GAME_LESSON_VERSION, type GameLesson, type LessonStep, type LessonRead } from './lesson';
