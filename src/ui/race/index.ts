export { RacePanel } from './RacePanel';
import './race.css';
import '../replay/replay.css';
export { RaceOverlay } from './RaceOverlay';
export { describeEvent } from '../../games/start-frei/describe-event';
