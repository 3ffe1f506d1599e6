/**
 * Property tests draw random games. Locally each run draws new ones (so runs
 * keep exploring); when `FC_SEED` is set — `.ci/run` sets it from the commit —
 * every property draws from that seed, so a CI verdict can be reproduced
 * exactly from the commit: `FC_SEED=<n> npx vitest run tests/property`.
 * A failing property prints its own seed and path either way.
 */
import fc from 'fast-check';

const raw = process.env.FC_SEED;
if (raw !== undefined && raw !== '') {
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be a whole number, not '${raw.slice(0, 40)}'`);
  fc.configureGlobal({ seed });
}
