/**
 * `npm run server`: the game server on PORT (default 2567) at HOST (default
 * 127.0.0.1). With REDIS_URL, several processes share one lobby and
 * matchmaker (scale.ts); PUBLIC_ADDRESS says where clients reach this one.
 * DATA_DIR is the folder the open tables are kept in (`.chicane-data/tables`
 * by default), so a restart brings them back; ALLOWED_ORIGINS lists the
 * other origins whose pages may connect.
 */
import { readServerEnv } from './scale';

const read = readServerEnv(process.env);
if (!read.ok) {
  console.error(read.message);
  process.exit(2);
}
const env = read.env;
// Loaded after the check (a static import of the server with this module's top-level await never resolved under tsx).
const { gameServer } = await import('./server');
if (env.BOT_DELAY_MS !== undefined) (await import('./room')).setBotDelay(env.BOT_DELAY_MS);
const { scaleOptions } = await import('./scale');
const server = gameServer(await scaleOptions(env));
await server.listen(env.PORT, env.HOST);
console.log(`Chicane game server on ws://${env.HOST}:${env.PORT}${env.REDIS_URL ? ` (shared through Redis, reached at ${env.PUBLIC_ADDRESS ?? `${env.HOST}:${env.PORT}`})` : ''}`);
