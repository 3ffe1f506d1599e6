export { BuilderScene, type BuilderSceneProps } from './BuilderScene';
export { drawPieces, type PieceDrawing, type TextItem } from './piece-drawing';
export { InstancedCars, type CarPlacement } from './InstancedCars';
export type { MarkerPort } from './PortMarkers';
export type { SceneExportFns } from './SceneExports';
