/** Public API of the track builder's app layer: the store, its actions and the layout other modes use. */
export { builderStore, useBuilder, useBuilderLayout, builderLayout, clearBuilderHistory } from './instance';
export { createBuilderStore, GAME_NAMES, type BuilderStore, type BuilderState, type Tool, type Message, type CameraRequest } from './store';
export { applyCommand, describeCommand, commandSchema, nextPieceId, type BuilderCommand } from './commands';
export { serialiseSession, restoreSession, SESSION_KEY, type CameraPose } from './session';
export * as edits from './edit-actions';
export * as fileActions from './file-actions';
export { registerSceneExports, type SceneExports } from './scene-bridge';
export { importTrackText, layoutToJson } from './files';
export { PRESET_NAMES, presetTitle } from '../preset-files';
