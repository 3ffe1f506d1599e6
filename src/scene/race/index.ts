/** Race and Replay scenes: they animate the rules core's events; they never decide a rule. */
export { RaceScene, type RaceSceneProps } from './RaceScene';
export { choreograph, TIMING, type Clip, type Choreography } from '../../games/start-frei/table/choreography';
export { CAR_COLORS, type SceneFeed, type CameraMode } from './feed';
// Shared with Learn mode: the same smooth lane paths and the shadow fit.
export { poseAlong, spacePose, easeInOut, type Pose } from '../play/car-path';
export { ShadowFit } from '../play/ShadowFit';
