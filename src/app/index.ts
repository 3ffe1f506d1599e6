export { App } from './App';
export { useAppStore, type AppState } from './store';
export { MODES, MODE_LABELS, ModeSchema, modeFromSearch, debugFromSearch, type Mode } from './mode';
