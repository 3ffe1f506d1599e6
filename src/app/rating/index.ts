/** Public API of the rating's app layer: the store with its worker pool, the stored rating and its staleness. */
export { ratingStore, ratingPool, useRating, publishRatingDebug } from './instance';
export { createRatingStore, planFor, settingsSchema, RATED_GAMES, WARM_UPS, warmUpFor, type RatingState, type RatingStatus, type RatingSettings, type RatingDeps } from './store';
export { RatingPool, Cancelled, chunksOf, type WorkerLike, type RatingPlan, type Chunk, type RatingRun, type WarmUp } from './pool';
export { layoutFingerprint } from '../../rating';
export { storedRating, withRating, currentRating, layoutsHoldRatings, MADE_FOR_KEY, type StoredRating, type KeptRating } from './stored';
export { troubleByPiece, heatOf, useHeat, useLayoutRating, type PieceTrouble } from './heat';
