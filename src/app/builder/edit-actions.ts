/**
 * What the palette, the keyboard and the 3D view ask the builder to do,
 * turned into commands. Each returns nothing and announces its outcome
 * through the store's message line.
 */
import type { StoreApi } from 'zustand/vanilla';
import { catalogFor, emptyLayout, openPorts, type GameId, type PortRef } from '../../track';
import { loadPresetFile } from '../preset-files';
import { nextPieceId, type AddCommand } from './commands';
import { GAME_NAMES, type BuilderStore, type Tool } from './store';

type Api = StoreApi<BuilderStore>;

function exitOpen(api: Api, piece: string, port: number): PortRef | null {
  return openPorts(api.getState().layout).some((p) => p.piece === piece && p.port === port) ? { piece, port } : null;
}

/** Lays the chosen palette piece on an open port (or, on an empty table, at its centre). */
export function attach(api: Api, target?: PortRef | null): void {
  const s = api.getState();
  if (!s.tool) return s.say('Choose a piece in the palette first.', 'error');
  const aim = target ?? s.active;
  if (!aim && s.layout.pieces.length > 0) return s.say('Choose an open end to attach to (click a pulsing marker or an entry in the list of open ends).', 'error');
  const id = nextPieceId(s.layout);
  const command: AddCommand = { kind: 'add', id, type: s.tool.type, side: s.tool.side, port: s.tool.reversed ? 1 : 0, ...(aim ? { target: aim } : {}) };
  if (s.run(command)) {
    const exit = s.tool.reversed ? 0 : 1;
    api.setState({ active: exitOpen(api, id, exit), hover: null });
  }
}

export function chooseTool(api: Api, type: string): void {
  const s = api.getState();
  const def = catalogFor(s.layout.game).byId.get(type);
  if (!def) return;
  const tool: Tool = { type, side: s.tool?.type === type ? s.tool.side : 'A', reversed: s.tool?.type === type ? s.tool.reversed : false };
  s.setTool(tool);
  const how = s.layout.pieces.length === 0 ? 'click it on the table to place it there' : 'click an open end to attach it';
  s.say(`${def.label}, side ${tool.side}${tool.reversed ? ', turned round' : ''}: ${how}.`);
}

/** F: flips the selected piece, or the palette piece when nothing is selected. */
export function flip(api: Api): void {
  const s = api.getState();
  if (s.selected) {
    const piece = s.layout.pieces.find((p) => p.id === s.selected);
    if (piece) s.run({ kind: 'replace', id: piece.id, type: piece.type, side: piece.side === 'A' ? 'B' : 'A', reversed: false });
    return;
  }
  if (!s.tool) return s.say('Select a piece or choose one in the palette to flip it.', 'error');
  const def = catalogFor(s.layout.game).byId.get(s.tool.type);
  if (!def?.sides.B) return s.say(`${def?.label ?? 'This piece'} is printed on one side only.`, 'error');
  const side = s.tool.side === 'A' ? 'B' : 'A';
  s.setTool({ ...s.tool, side });
  s.say(`Palette piece flipped: side ${side} (${(side === 'A' ? def.sides.A : def.sides.B).label}).`);
}

/** R: turns the selected piece (or the palette piece) end for end where the piece allows it. */
export function rotate(api: Api): void {
  const s = api.getState();
  if (s.selected) {
    const piece = s.layout.pieces.find((p) => p.id === s.selected);
    if (!piece) return;
    const joined = s.layout.connections.some((c) => c.a.piece === piece.id || c.b.piece === piece.id);
    if (!joined) {
      s.run({ kind: 'move', id: piece.id, dx: 0, dz: 0, turn: 15 });
      return;
    }
    s.run({ kind: 'replace', id: piece.id, type: piece.type, side: piece.side, reversed: true });
    return;
  }
  if (!s.tool) return s.say('Select a piece or choose one in the palette to turn it.', 'error');
  const def = catalogFor(s.layout.game).byId.get(s.tool.type);
  if (!def?.reversible) return s.say(`${def?.label ?? 'This piece'} can only be laid one way round.`, 'error');
  s.setTool({ ...s.tool, reversed: !s.tool.reversed });
  s.say(`Palette piece ${s.tool.reversed ? 'laid along its printing' : 'turned round'}.`);
}

export function removeSelected(api: Api): void {
  const s = api.getState();
  if (!s.selected) return s.say('Select a piece to delete it.', 'error');
  s.run({ kind: 'remove', id: s.selected }, { selected: null });
}

/** Replaces the selected piece with the palette piece (same place; the rest re-aligned if it still fits). */
export function replaceSelected(api: Api): void {
  const s = api.getState();
  if (!s.selected) return s.say('Select the piece to replace first.', 'error');
  if (!s.tool) return s.say('Choose the new piece in the palette first.', 'error');
  s.run({ kind: 'replace', id: s.selected, type: s.tool.type, side: s.tool.side, reversed: false });
}

/** Arrow keys / Q, E: moves or turns the selected piece's group. */
export function nudge(api: Api, dx: number, dz: number, turn: number): void {
  const s = api.getState();
  if (!s.selected) return s.say('Select a piece to move its group.', 'error');
  s.run({ kind: 'move', id: s.selected, dx, dz, turn });
}

export function newLayout(api: Api, game: GameId): void {
  const before = api.getState().layout;
  const base = emptyLayout(game, `New ${GAME_NAMES[game]} track`, api.getState().layout.inventory);
  // start-frei lays the track during the race: keep a laying plan from the first piece on.
  const layout = game === 'start-frei' ? { ...base, meta: { ...base.meta, plan: [], laid: 0 } } : base;
  if (api.getState().run({ kind: 'load', label: `new empty ${GAME_NAMES[game]} table`, layout })) {
    api.setState({ tool: null, active: null });
    const gone = before.pieces.length === 0 ? '' : ` Your previous layout “${before.name ?? 'untitled'}” is one Undo away.`;
    if (before.game !== game) api.getState().offerUndo(`Switched to ${GAME_NAMES[game]}: a new empty table.${gone}`);
    else if (before.pieces.length > 0) api.getState().offerUndo(`Cleared the table.${gone}`);
  }
}

/** Opens a preset (its file loads on first use: only the default table is in the first load). */
export async function openPreset(api: Api, name: string): Promise<void> {
  const r = await loadPresetFile(name);
  if (!r.ok) return api.getState().say(r.error, 'error');
  const before = api.getState().layout;
  if (api.getState().run({ kind: 'load', label: `opened the preset ${r.layout.name}`, layout: r.layout })) {
    api.getState().frame();
    // Opening a preset over a layout with pieces replaces work: offer it back.
    if (before.pieces.length > 0) api.getState().offerUndo(`Opened the preset “${r.layout.name ?? name}”. Your previous layout is one Undo away.`);
  }
}

/** A random valid track of the table's game (its generator loads at the first use, outside the first load). */
export async function randomize(api: Api, seed: number): Promise<void> {
  const { randomTrack } = await import('../../track/random-track');
  const s = api.getState();
  const layout = randomTrack(s.layout.game, seed);
  if (s.run({ kind: 'load', label: `random ${GAME_NAMES[layout.game]} track (${layout.pieces.length} pieces, valid)`, layout })) api.getState().frame();
}

/** Closes the loop with the pieces that fit (the search loads at the first use, outside the first load). */
export async function closeLoop(api: Api): Promise<void> {
  const { suggestClosure } = await import('../../track/close-loop');
  const s = api.getState();
  const c = suggestClosure(s.layout);
  if (!c.ok) return s.say(`Close the loop: ${c.reason}.`, 'error');
  const adds: AddCommand[] = [];
  let target: PortRef = c.from;
  c.steps.forEach((step, i) => {
    const id = nextPieceId(s.layout, i);
    adds.push({ kind: 'add', id, type: step.type, side: step.side, port: step.reversed ? 1 : 0, target });
    target = { piece: id, port: step.reversed ? 0 : 1 };
  });
  const names = c.steps.map((st) => catalogFor(s.layout.game).byId.get(st.type)?.label ?? st.type);
  s.run({ kind: 'add-run', label: `closed the loop with ${names.length === 1 ? '1 piece' : `${names.length} pieces`}: ${names.join(', ')}`, adds }, { active: null });
}

export function setInventory(api: Api, inventory: 'box' | 'custom'): void {
  const s = api.getState();
  if (s.layout.inventory !== inventory) s.run({ kind: 'inventory', inventory });
}
