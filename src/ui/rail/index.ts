export { RailEditorPanel } from './RailEditorPanel';
export { RailEditorBoard } from './RailEditorBoard';
