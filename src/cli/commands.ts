import type { CliCommand } from './command';
import { validateCommand } from './validate';
import { simulateCommand } from './simulate';
import { replayCommand } from './replay';
import { scenarioCommand } from './scenario';
import { rateCommand } from './rate';
import { partsCommand } from './parts';
import { generateCommand } from './generate';
import { joinCommand } from './join';

/**
 * Every CLI command, in the order `--help` lists them. Each command lives in
 * its own file; add one line here to register it.
 */
export const commands: readonly CliCommand[] = [validateCommand, simulateCommand, replayCommand, scenarioCommand, rateCommand, partsCommand, generateCommand, joinCommand];
