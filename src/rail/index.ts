/** Bahn Frei's board model: the rail map (pure, like src/track). */
export * from './schema';
export * from './parse';
export * from './network';
export * from './validate';
export * from './edit';
export { germanyMap, RAIL_MAPS } from './maps';
