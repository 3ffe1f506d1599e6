/** The broadcast, for any game: moments (incidents, captions) and chart data. Pure. */
export { incidentStep, captionAt, countByKind, CAPTION_STEPS, type Moment } from './moments';
export { lapChart, gapChart, towerGaps, placesGained, type RaceSample, type Series } from './charts';
export { CLIP_SECONDS, clipSecondsSchema, clipType, recordClip, webmFrames, patchDuration, EBML_MAGIC, CLIP_START_LIMIT_MS, type ClipResult, type ClipProgress, type WebmFrames } from './clip';
export { GAME_MOMENTS, eventCars, type MomentKind } from './game-moments';
