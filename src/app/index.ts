export { App } from './App';
export { useAppStore, type AppState } from './store';
export { MODES, MODE_LABELS, ModeSchema, modeFromSearch, debugFromSearch, renderQualityFromSearch, type Mode, type RenderQuality } from './mode';
