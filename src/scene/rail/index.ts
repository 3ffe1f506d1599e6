export { RailMapScene, type RailMapSceneProps, type RailSceneToken } from './RailMapScene';
export { railInstances, convexHull, RAIL_SCALE } from './rail-instances';
