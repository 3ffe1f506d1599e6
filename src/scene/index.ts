export { TableScene } from './TableScene';
export { Stage, BACKGROUND } from './Stage';
export { FramedCamera, framingDistance } from './FramedCamera';
export { Car, type CarProps } from './Car';
export { Table } from './Table';
export { LaneGraphView } from './LaneGraphView';
export { RendererStats, type RendererStatsSnapshot } from './RendererStats';
export { trackInstances, type Instance, type TrackInstances } from './lane-graph-instances';
export { graphBounds, boundsCentre, type Bounds2D } from './bounds';
