/** The broadcast's panels, for any game: lower third, minimap, charts. */
import './broadcast.css';
export { LowerThird } from './LowerThird';
export { Minimap, type MinimapProps } from './Minimap';
export { RaceChart, type RaceChartProps } from './RaceChart';
export { ClipRecorder } from './ClipRecorder';
