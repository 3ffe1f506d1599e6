/**
 * Public API of the track model: catalogs, the layout file (schema, parsing,
 * migration), snapping, validation, the lane graph and its queries, presets.
 * Pure TypeScript: no React, no three.js, no clock, no Math.random.
 */
export { GAME_IDS, TRACK_GAME_IDS, type AnyGameId, type TrackGameId } from './games';
export type { GameId, SpaceId, ChicaneKind, SpaceFeatures, Space, EdgeKind, Edge, LaneGraph } from './lane-graph-types';

export { catalogs, catalogFor, resolveCatalog, type Catalog, type PieceDef, type ResolvedSide, type PieceKind } from './catalog';
export { catalogSchema, type CatalogData } from './catalog-schema';

export { layoutSchema, PRINTABLE, TRACK_FORMAT, TRACK_VERSION, TRACK_LIMITS, type Layout, type LayoutPiece, type LayoutMeta, type Connection, type PortRef } from './layout-schema';
export { parseTrackFile, parseTrackText, formatPath, type ParseResult } from './parse';
export { migrate } from './migrate';
export { parseJsonText, stripBom, type JsonText } from './json-text';
export { describeValue, oneLine, QUOTE_CHARS, MAX_MESSAGE_CHARS } from './describe-value';

export { type Pose, toWorld, frameFor, normAngle, degToRad, radToDeg, centrelinePoint } from './geometry';
export { pointsBounds, unionBounds, type Bounds2D, type TablePoint } from './bounds';
export { worldPorts, localPort, portCount, portLanes, pieceFrame, type Port } from './ports';
export { snap, chain, placePiece, removePiece, openPorts, allPorts, emptyLayout, type NewPiece, type ChainStep, type SnapResult } from './snap';
export { footprint } from './footprint';

export { validateLayout, switchesUsable, PORT_TOLERANCE, type ValidationReport } from './validate';
export { TRACK_ERROR_CODES, TRACK_WARNING_CODES, type TrackErrorCode, type TrackWarningCode, type TrackIssue } from './issues';
export { type TrackStats, type InventoryLine, type JointsLine } from './stats';
export { relayAlongJoints, type Relaid, type CutJoint } from './relay';

export { buildLaneGraph } from './build-graph';
export {
  nextEdges,
  forEachPath,
  pathsOfLength,
  countPaths,
  reachable,
  frontEdge,
  compareProgress,
  isLaneTie,
  crossesStart,
  lapsCrossed,
  type PathFilter,
} from './queries';

export { PRESET_LIST, PRESET_NAMES, presetTitle, type PresetName } from './preset-names';
export { generatedOval } from './generate';

export { replacePiece, flipPiece, reversePiece, type Replacement } from './replace';
export { moveGroup } from './move';
export { refreshPlan } from './plan-order';
// The loop search and the random-track generator are not in this index: the app loads them only when asked, outside
// its first load. Import them from './close-loop', './random-track' and './grid-loop'.
export { type EditResult } from './edit-common';
export { ratingSchema, tableRatingSchema, estimateSchema, type Rating, type TableRating, type Estimate } from './rating-schema';
export { pieceNamer, pieceNumber, capital, nameList } from './piece-names';
