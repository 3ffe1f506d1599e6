import './race.css';
import './play.css';
import './replay.css';
export { PlayPanel } from './PlayPanel';
export { PlayOverlay } from './PlayOverlay';
export { ReplayTabPanel, ReplayTabOverlay } from './ReplayTab';
