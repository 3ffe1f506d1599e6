export { Stage, BACKGROUND } from './Stage';
export { FramedCamera, framingDistance } from './FramedCamera';
export { Table } from './Table';
export { LaneGraphView } from './LaneGraphView';
export { RendererStats, type RendererStatsSnapshot } from './RendererStats';
export { trackInstances, type Instance, type TrackInstances } from './lane-graph-instances';
export { graphBounds, pointsBounds, boundsCentre, type Bounds2D, type TablePoint } from './bounds';
export { useTintedCar } from './useTintedCar';
