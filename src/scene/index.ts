export { TableScene, BACKGROUND } from './TableScene';
export { Car, type CarProps } from './Car';
export { Table } from './Table';
export { LaneGraphView } from './LaneGraphView';
export { RendererStats, type RendererStatsSnapshot } from './RendererStats';
export { trackInstances, type Instance, type TrackInstances } from './lane-graph-instances';
export { graphBounds, boundsCentre, type Bounds2D } from './bounds';
