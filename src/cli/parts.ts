/**
 * `parts <file.json | preset> [--boxes N | --inventory file] [--json]`: the
 * pieces a layout needs, by kind and side up, against the boxes owned.
 * Exit 0 when everything is there, 1 when something is missing, 2 bad input.
 */
import { z } from 'zod';
import { GAME_TITLES } from '../rules/core';
import { boxInventory, partsList, readInventory, type Inventory } from '../rating';
import { parseArgs } from './args';
import { parseOptions } from './cli-schema';
import { UsageError, type CliCommand } from './command';
import { readLayoutArg } from './rate';
import { readJson } from './read-json';

const usage = `Usage: npm run cli -- parts <file.json | preset name> [--boxes N | --inventory file] [--json]

What a layout needs to lay it on a real table: each kind of piece and how
many lie with side A or side B up (and, for Start Frei, the connecting
pieces, one per join), against what you own, with what is missing.

  --boxes <N>         you own N boxes of the game (default 1)
  --inventory <file>  your pieces: { "format": "chicane-inventory", "version": 1,
                      "game": "start-frei", "pieces": { "sf-curve": 10, … }, "joints": 30 }
  --json              print { lines: [{ type, label, need, sides, have, missing }], joints, complete }

Exit codes: 0 you have everything, 1 something is missing, 2 bad input.`;

const optionsSchema = z
  .object({
    boxes: z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, 'must be between 1 and 100')
      .optional(),
    inventory: z.string().min(1).optional(),
  })
  .strict()
  .refine((o) => o.boxes === undefined || o.inventory === undefined, 'give --boxes or --inventory, not both');

/** The inventory of `--boxes` / `--inventory` for a game (shared with generate). */
export function inventoryArg(io: Parameters<CliCommand['run']>[1], game: Inventory['game'], boxes: number | undefined, file: string | undefined): Inventory {
  if (file === undefined) return boxInventory(game, boxes ?? 1);
  const read = readInventory(readJson(io, file));
  if (!read.ok) throw new UsageError(`${file.slice(0, 80)}: ${read.error}`);
  if (read.inventory.game !== game) throw new UsageError(`${file.slice(0, 80)}: an inventory of ${GAME_TITLES[read.inventory.game]} pieces, not ${GAME_TITLES[game]}`);
  return read.inventory;
}

export const partsCommand: CliCommand = {
  name: 'parts',
  summary: 'the pieces a layout needs against the boxes you own',
  usage,
  run(args, io) {
    const parsed = parseArgs(args, { options: ['boxes', 'inventory'], flags: ['json'], positionals: [1, 1] });
    const opts = parseOptions(optionsSchema, parsed.options);
    const layout = readLayoutArg(io, parsed.positionals[0]!);
    const inventory = inventoryArg(io, layout.game, opts.boxes, opts.inventory);
    const list = partsList(layout, inventory);
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify(list, null, 2));
      return list.complete ? 0 : 1;
    }
    const owned = opts.inventory !== undefined ? 'your inventory' : `${opts.boxes ?? 1} box${(opts.boxes ?? 1) === 1 ? '' : 'es'}`;
    io.out(`${layout.name}: ${layout.pieces.length} pieces, against ${owned} of ${GAME_TITLES[layout.game]}`);
    for (const l of list.lines) {
      const sides = l.sides.B > 0 ? ` (side A up ${l.sides.A}, side B up ${l.sides.B})` : '';
      const have = l.have === null ? 'as many as you like' : `you have ${l.have}`;
      io.out(`  ${l.need} × ${l.label}${sides}: ${have}${l.missing > 0 ? ` — ${l.missing} missing` : ''}`);
    }
    if (list.joints) {
      const j = list.joints;
      io.out(`  ${j.need} × ${j.label} (one per join): ${j.have === null ? 'as many as you like' : `you have ${j.have}`}${j.missing > 0 ? ` — ${j.missing} missing` : ''}`);
    }
    io.out(list.complete ? '  You have every piece it needs.' : '  Missing pieces: see the lines marked "missing".');
    return list.complete ? 0 : 1;
  },
};
