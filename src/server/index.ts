export { Table, publicState } from './table';
export { TableRoom, setBotDelay, RECONNECT_SECONDS } from './room';
export { gameServer, restoreTables, DEFAULT_PORT, type GameServerOptions } from './server';
export { MESSAGE_LIMITS, originAllowed } from './limits';
export type { TableView, TableStatus, TableSetup } from '../sim';
