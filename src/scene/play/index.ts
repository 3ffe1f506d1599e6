export { PlayScene, type PlaySceneProps } from './PlayScene';
export type { SceneToken, DrawnToken } from './PlayTokens';
