export { RailMapScene, type RailMapSceneProps, type RailSceneToken } from './RailMapScene';
export { railInstances, convexHull, RAIL_SCALE } from './rail-instances';
export { PassengerCards, type PlacedCard, type DrawnCard } from './PassengerCards';
export { waitingCards, plateCards, CARD_WIDTH, CARD_DEPTH, FAN, type Face } from './card-layout';
export { CardAtlas, faceKey, cellUv, ATLAS_COLS, ATLAS_ROWS } from './card-atlas';
export { RailTableProbe, piecesRect, type DrawnTrain, type DrawnRailPiece } from './RailTableProbe';
