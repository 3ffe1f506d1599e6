/**
 * Boards in files: how a replay or scenario of any game carries its board, by
 * board kind (not by game). A lane-graph board is its layout document (the
 * lane graph is rebuilt from it, so a replay survives later edits of the
 * track); a rail map is its map document.
 */
import { buildLaneGraph, oneLine, parseTrackFile, validateLayout } from '../track';
import { parseRailMapFile, validateRailMap, type RailMap } from '../rail';
import type { BoardKind, GameId, LaneBoard } from '../rules/core';
import { GAME_TITLES } from '../rules/core';

export type BoardRead = { readonly ok: true; readonly board: unknown; readonly name: string } | { readonly ok: false; readonly error: string };

export interface BoardCodec {
  /** The board a file holds; `game` is the game it must be for. */
  read(data: unknown, game: GameId): BoardRead;
  /** The file form of a board (null when the board cannot be written, e.g. a lane graph without its layout). */
  write(board: unknown): unknown;
}

function laneRead(data: unknown, game: GameId): BoardRead {
  const parsed = parseTrackFile(data);
  if (!parsed.ok) return { ok: false, error: `board: ${parsed.error}` };
  const layout = parsed.layout;
  const name = layout.name ?? 'track';
  if (layout.game !== game) return { ok: false, error: `board: “${oneLine(name, 60)}” is a ${GAME_TITLES[layout.game]} track, not ${GAME_TITLES[game]}` };
  const report = validateLayout(layout);
  if (!report.valid) {
    const problems = report.errors.map((e) => `${e.code}: ${e.message}`).join('; ');
    return { ok: false, error: oneLine(`board: the layout is invalid (${report.errors.length} problem${report.errors.length === 1 ? '' : 's'}: ${problems})`) };
  }
  try {
    const board: LaneBoard = { graph: buildLaneGraph(layout), layout };
    return { ok: true, board, name };
  } catch (error) {
    return { ok: false, error: oneLine(`board: ${error instanceof Error ? error.message : String(error)}`) };
  }
}

const laneGraphCodec: BoardCodec = {
  read: laneRead,
  write: (board) => (board as LaneBoard).layout ?? null,
};

const railMapCodec: BoardCodec = {
  read(data) {
    const parsed = parseRailMapFile(data);
    if (!parsed.ok) return { ok: false, error: `board: ${parsed.error}` };
    const problems = validateRailMap(parsed.map);
    if (problems.length > 0) return { ok: false, error: oneLine(`board: the rail map is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems.join('; ')})`) };
    return { ok: true, board: parsed.map, name: parsed.map.name };
  },
  write: (board) => board as RailMap,
};

const codecs: Partial<Record<BoardKind, BoardCodec>> = { 'lane-graph': laneGraphCodec, 'rail-map': railMapCodec };

/** Registers the file form of a board kind (the rail map's, from src/rail). */
export function registerBoardCodec(kind: BoardKind, codec: BoardCodec): void {
  codecs[kind] = codec;
}

export function boardCodec(kind: BoardKind): BoardCodec | null {
  return codecs[kind] ?? null;
}
