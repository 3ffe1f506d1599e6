import '../play/race.css';
import '../play/play.css';
import './panel.css';
import './teach.css';
export { TeachPanel } from './TeachPanel';
export { TeachOverlay } from './TeachOverlay';
export { LearnGamePicker } from './LearnGamePicker';
