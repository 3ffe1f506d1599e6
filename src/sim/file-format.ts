/** What every replay and scenario file of Chicane starts with (written once, in the rules core, for the games' own older formats too). */
export { REPLAY_FORMAT, SCENARIO_FORMAT, SEED_MAX } from '../rules/core/file-format';
