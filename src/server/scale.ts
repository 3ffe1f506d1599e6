/**
 * More than one game-server process: with `REDIS_URL` set, every process
 * uses Colyseus' Redis presence and driver, so they share one lobby and one
 * matchmaker and a table created through one process can be joined through
 * another. Each process must say where clients reach it (`PUBLIC_ADDRESS`,
 * `host:port`): a seat reserved by any process sends the client's
 * connection there. The Redis modules load only when asked for.
 */
import { z } from 'zod';
import type { GameServerOptions } from './server';

/** The environment of `npm run server`, checked: a bad value is one line and exit 2. */
export const serverEnvSchema = z.object({
  PORT: z.coerce.number({ message: 'is not a port number (1 to 65535)' }).int('is not a port number (1 to 65535)').min(1, 'is not a port number (1 to 65535)').max(65535, 'is not a port number (1 to 65535)').default(2567),
  HOST: z.string().min(1).max(255).default('127.0.0.1'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'is not a redis:// or rediss:// address')
    .optional(),
  PUBLIC_ADDRESS: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/, 'is not host:port')
    .optional(),
  /** How long a bot waits before it acts, in milliseconds (tests and load runs set 0). */
  /** The data folder for the tables' records (`.chicane-data/tables` under the working directory by default). */
  DATA_DIR: z.string().min(1).max(4096).optional(),
  /** Origins besides the server's own host whose pages may connect, separated by commas. */
  ALLOWED_ORIGINS: z
    .string()
    .transform((s) => s.split(',').map((o) => o.trim()).filter((o) => o !== ''))
    .pipe(z.array(z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'is not a list of origins such as https://example.org'))),
  BOT_DELAY_MS: z.coerce.number({ message: 'is not a number of milliseconds (0 to 60000)' }).int('is not a whole number of milliseconds').min(0, 'is not a number of milliseconds (0 to 60000)').max(60_000, 'is not a number of milliseconds (0 to 60000)').optional(),
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** The environment as options, or the one line saying which variable is wrong. */
export function readServerEnv(env: Record<string, string | undefined>): { ok: true; env: ServerEnv } | { ok: false; message: string } {
  const r = serverEnvSchema.safeParse({
    PORT: env.PORT || undefined,
    HOST: env.HOST || undefined,
    REDIS_URL: env.REDIS_URL || undefined,
    PUBLIC_ADDRESS: env.PUBLIC_ADDRESS || undefined,
    BOT_DELAY_MS: env.BOT_DELAY_MS || undefined,
    DATA_DIR: env.DATA_DIR || undefined,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? '',
  });
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    return { ok: false, message: `${name}: ${JSON.stringify(env[name] ?? '')} ${issue.message}` };
  }
  return { ok: true, env: r.data };
}

/** Presence and driver for the environment: Redis when `REDIS_URL` is set, in memory otherwise. */
export async function scaleOptions(env: ServerEnv): Promise<GameServerOptions> {
  // Each process keeps its own tables: with several, each has its own folder unless told otherwise.
  const own = { dataDir: env.DATA_DIR ?? (env.REDIS_URL ? `.chicane-data/tables-${env.PORT}` : '.chicane-data/tables'), allowedOrigins: env.ALLOWED_ORIGINS };
  if (!env.REDIS_URL) return { ...own, ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}) };
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return {
    presence: new RedisPresence(env.REDIS_URL),
    driver: new RedisDriver(env.REDIS_URL),
    publicAddress: env.PUBLIC_ADDRESS ?? `${env.HOST}:${env.PORT}`,
    ...own,
  };
}
