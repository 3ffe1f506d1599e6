export { useQualityStore, createQualityStore, readSavedQuality, SavedQualitySchema, DEFAULT_QUALITY, QUALITY_STORAGE_KEY } from './store';
export type { QualityState, SavedQuality } from './store';
export type { QualityDebug } from './debug';
