/** What every replay and scenario file of Chicane starts with, whatever its game and version (docs/replay-format.md, docs/scenario-format.md). */
export const REPLAY_FORMAT = 'chicane-replay';
export const SCENARIO_FORMAT = 'chicane-scenario';

/** Seeds are whole numbers from 0 to 2^31 − 1 (the CLI's `--seed`, the race set-up's field, the replay file). */
export const SEED_MAX = 2 ** 31 - 1;
