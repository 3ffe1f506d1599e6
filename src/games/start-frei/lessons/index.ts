/** Learn mode: lessons (a scenario plus explanations), stepping and "what if" rolls. */
export { lessonSchema, parseLesson, parseLessonText, serializeLesson, LESSON_FORMAT, LESSON_VERSION, LESSON_TITLE_CHARS, LESSON_SUMMARY_CHARS, type LessonFile, type LessonTrack } from './lesson-schema';
export { buildStrip, stripSpace, type StripSpec } from './strip';
export { resolveTrack, lessonPresets, presetTitle } from './lesson-track';
export { runLesson, carViews, startState, type LessonRun } from './frames';
export type { CarView, Frame } from './frame-types';
export { RULES, OUTCOME_TEXT, gearName, type RuleName } from './rules-text';
export { reachFor, plansFor, describe, type Reach, type RollChoice } from './reach';
export { overtakeOdds, boostOdds, percent, type OutcomeOdds } from './odds';
export { emptyLesson, CAR_NAMES, PLAIN_ROLL_CARD, type Car } from './lesson-build';
export { actionLabel, isExtraAction } from './action-label';
export { openSession, type Session } from './session';
export { useLearnStore, endState, restoreLearn, shownCaption, DEFAULT_CHOICE, type LearnState } from './store';
export { describeChange, spacesToChicane } from './change';
export { LEARN_AUTOSAVE_KEY } from './autosave';
export { lessonLink, lessonFromHash, downloadLesson, readLessonFile, lessonFileName } from './share';
export { fetchLessonIndex, fetchLesson, type LessonEntry } from './catalog';
export { publishLearn, publishScreen, learnDebug, type LearnDebug } from './debug';
export { learnView, type LearnView } from './view';
