export { PlayScene, type PlaySceneProps } from './PlayScene';
export type { SceneToken, DrawnToken, DrawnTarget } from './PlayTokens';
