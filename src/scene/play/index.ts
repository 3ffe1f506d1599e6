export { PlayScene, type PlaySceneProps } from './PlayScene';
export type { SceneToken, DrawnToken, DrawnTarget } from './PlayTokens';
export { CameraRig, BATTLE_LANES, type ShellCameraMode, type DirectorCues, type TokenPose } from './CameraRig';
