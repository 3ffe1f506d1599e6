export { Table, tableSetupSchema, publicState, PERSON, type TableSetup, type TableView, type TableStatus } from './table';
export { TableRoom, codeSchema, CODE_LENGTH, setBotDelay, RECONNECT_SECONDS } from './room';
export { gameServer, DEFAULT_PORT } from './server';
