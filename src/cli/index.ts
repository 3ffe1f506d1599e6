export { runCli, helpText } from './run';
export { UsageError, type CliCommand, type CliIO } from './command';
export { parseArgs, intOption, type ArgSpec, type ParsedArgs } from './args';
