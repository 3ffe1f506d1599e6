export { TableScene, BACKGROUND } from './TableScene';
export { Car, type CarProps } from './Car';
export { Table } from './Table';
export { RendererStats, type RendererStatsSnapshot } from './RendererStats';
export { ovalLength, ovalPoint, type OvalSpec, type PathPoint } from './oval-path';
