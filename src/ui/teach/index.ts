import '../race/race.css';
import '../play/play.css';
import '../learn/learn.css';
import './teach.css';
export { TeachPanel } from './TeachPanel';
export { TeachOverlay } from './TeachOverlay';
export { LearnGamePicker } from './LearnGamePicker';
