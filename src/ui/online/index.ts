import './online.css';
export { OnlineSetup, type OnlineGameChoice, type OnlineSetupProps, type SeatPlan } from './OnlineSetup';
export { OnlineLobby, type OnlineLobbyProps } from './OnlineLobby';
export { WatchPanel, watchWords, type WatchPanelProps } from './WatchPanel';
