export { Table, publicState } from './table';
export { TableRoom, setBotDelay, RECONNECT_SECONDS } from './room';
export { gameServer, DEFAULT_PORT } from './server';
export type { TableView, TableStatus, TableSetup } from '../sim';
