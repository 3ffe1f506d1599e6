/**
 * Start Frei's table options on the command line (`simulate --tiles`, `--reverse`, `--whole-track`), as the
 * registry hands them out (src/rules/core/older-files.ts, `TableOptions`): the printed options of a track and
 * what each option changes in the board or the config.
 */
import { buildLaneGraph } from '../../../track';
import type { LaneBoard } from '../../core/game';
import type { TableDraft, TableOptions } from '../../core/older-files';
import type { StartFreiOptions } from '../config-schema';
import { PIECES_AT_START } from '../data/material';
import { reverseLayout } from '../reverse';
import { TILE_MODES } from '../tiles';
import type { TileMode } from '../types';

/**
 * The options a track comes with: its A-cards and, as the box plays, the start/finish piece and the next two of
 * the plan on the table at the start (`PIECES_AT_START`; the last car's player lays two more after each race section).
 */
function defaults(board: unknown): StartFreiOptions {
  const layout = (board as LaneBoard).layout;
  if (!layout) return {};
  return { laid: Math.min(layout.meta.laid ?? PIECES_AT_START, PIECES_AT_START), ...(layout.meta.aCards !== undefined ? { aCards: layout.meta.aCards } : {}) };
}

function config(table: TableDraft): StartFreiOptions {
  return table.config as StartFreiOptions;
}

export const startFreiTableOptions: TableOptions = {
  defaults,
  options: [
    {
      name: 'tiles',
      values: TILE_MODES,
      help: `--tiles <${TILE_MODES.join('|')}>
                         planned (default): every piece is the tile the layout
                         names; drawn: as in the box, the tiles come from two
                         shuffled piles (straights, curves) as they are laid`,
      set(table, value) {
        if (!(TILE_MODES as readonly (string | undefined)[]).includes(value)) throw new Error(`--tiles must be ${TILE_MODES.join(' or ')}, got '${value}'`);
        const { tiles: _t, ...rest } = config(table);
        return { ...table, config: value === 'drawn' ? { ...rest, tiles: value as TileMode } : rest };
      },
    },
    {
      name: 'reverse',
      help: `--reverse              drive the layout the other way round (the start piece
                         and the straights with switches turned round)`,
      set(table) {
        const board = table.board as LaneBoard;
        if (!board.layout) throw new Error('--reverse needs the layout of the track');
        const r = reverseLayout(board.layout);
        if (!r.ok) throw new Error(`track '${table.boardName}': ${r.error}`);
        let graph;
        try {
          graph = buildLaneGraph(r.layout);
        } catch (error) {
          throw new Error(`track '${table.boardName}' the other way round: ${error instanceof Error ? error.message : String(error)}`);
        }
        const reversed: LaneBoard = { graph, layout: r.layout };
        return { ...table, board: reversed, boardName: `${table.boardName} (reversed)` };
      },
    },
    {
      name: 'whole-track',
      help: `--whole-track          start on the whole layout (default: as the box plays,
                         the start/finish piece and the next two lie on the
                         table and the last car lays 2 more after each race section)`,
      set(table) {
        const layout = (table.board as LaneBoard).layout;
        const { laid: _l, ...rest } = config(table);
        return { ...table, config: layout?.meta.laid !== undefined ? { ...rest, laid: layout.meta.laid } : rest };
      },
    },
  ],
};
