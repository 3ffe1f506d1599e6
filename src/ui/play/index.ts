import '../race/race.css';
import './play.css';
export { PlayPanel } from './PlayPanel';
export { PlayOverlay } from './PlayOverlay';
