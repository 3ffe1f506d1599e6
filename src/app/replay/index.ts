/** Replay mode: sessions over replay files, snapshot seeking, playback. */
export { createSeeker, SeekError, DEFAULT_SNAPSHOT_EVERY, type Seeker, type SeekerInput, type Step } from './seeker';
export { createSession, replayConfig, turnStep, type ReplaySession } from './session';
export { timelineMarks, turnSteps, momentsOf, INCIDENT_KINDS, type TimelineMark, type MarkKind } from './markers';
export { raceSamples } from './samples';
export { openReplayJson, openReplayText, DEMO_REPLAYS, type OpenResult } from './load';
export { useReplayStore, CAMERA_MODES, CAMERA_LABELS, SPEEDS, type ReplayStore, type CameraMode } from './replay-store';
export { CAR_COLORS } from '../../scene/race/feed';
export { lessonAt, teachFromHere } from './teach';
