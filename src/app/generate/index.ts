/** Public API of "Make me a track" in the app: the store (search on the rating workers, results, opening one in Build). */
export { generateStore, useGenerate } from './instance';
export { createGenerateStore, inventoryOf, requestSchema, type GenerateState, type GenerateStatus, type GenerateRequest, type GenerateDeps } from './store';
