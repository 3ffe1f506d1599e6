export { seedRng, nextUint, nextInt, shuffle, type RngState } from './rng';
export { reject, type Accepted, type Rejection, type ApplyResult, type RulesEngine } from './engine';
export { canonicalJson, fnv1a, hashState } from './hash';
export { verifyLog, checkpointIndices, CHECKPOINT_EVERY, type ReplayLog, type ReplayCheck } from './replay-log';
