export { ReplayPanel } from './ReplayPanel';
import './replay.css';
export { ReplayOverlay } from './ReplayOverlay';
export { StandingsTower } from './StandingsTower';
export { CameraChoice } from './CameraChoice';
