/**
 * The rail-map editor's store: the undo history of the map, what is selected,
 * the tool in hand and the last message. Views never change the map: they
 * call `run` with a command (commands.ts). Autosaves after every change.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useMemo } from 'react';
import { germanyMap, stationIdFor, validateRailMap, type RailMap, type SpaceColour } from '../../rail';
import { PASSENGER_STATIONS } from '../../rules/bahn-frei';
import { canRedo, canUndo, current, execute, redo, undo } from '../history';
import { loadText, saveText } from '../storage';
import { describeRailCommand, applyRailCommand, type RailCommand } from './commands';
import { freshRailHistory, RAIL_SAVE_KEY, restoreRailSession, serialiseRailSession, type RailHistory } from './session';

export type RailTool = 'select' | 'station' | 'route';
export type RailSelection = { readonly kind: 'station'; readonly id: string } | { readonly kind: 'route'; readonly id: string } | null;
export interface RailMessage {
  readonly text: string;
  readonly tone: 'info' | 'error';
}

export interface RailEditorStore {
  readonly history: RailHistory;
  readonly map: RailMap;
  readonly tool: RailTool;
  readonly selected: RailSelection;
  /** The first station of a route being joined (the route tool). */
  readonly joinFrom: string | null;
  readonly message: RailMessage | null;
  readonly storageNote: string | null;
  /** Spaces a new route gets. */
  readonly newSpaces: readonly SpaceColour[];
  run(command: RailCommand): boolean;
  undo(): void;
  redo(): void;
  setTool(tool: RailTool): void;
  select(selection: RailSelection): void;
  say(text: string, tone?: RailMessage['tone']): void;
  /** A tap on an empty place of the map with the station tool: a new black station there. */
  placeStation(x: number, y: number): void;
  /** A tap on a station: select it, or (route tool) join it to the one tapped before. */
  tapStation(id: string): void;
  setNewSpaces(spaces: readonly SpaceColour[]): void;
}

function restored(): { history: RailHistory; note: string | null } {
  if (typeof window === 'undefined') return { history: freshRailHistory(), note: null };
  const t = loadText(RAIL_SAVE_KEY);
  if (!t.ok || t.value === null) return { history: freshRailHistory(), note: null };
  const r = restoreRailSession(t.value);
  if (!r.ok) return { history: freshRailHistory(), note: r.message };
  return { history: r.history, note: r.dropped > 0 ? `${r.dropped} saved edits no longer apply and were left out.` : null };
}

/** A name no station has yet ("New station 3"). */
function freshName(map: RailMap): string {
  const names = new Set(map.stations.map((s) => s.name));
  for (let i = 1; ; i++) if (!names.has(`New station ${i}`)) return `New station ${i}`;
}

export function createRailEditor(start: { history: RailHistory; note: string | null } = { history: freshRailHistory(), note: null }): StoreApi<RailEditorStore> {
  return createStore<RailEditorStore>()((set, get) => ({
    history: start.history,
    map: current(start.history),
    tool: 'select',
    selected: null,
    joinFrom: null,
    message: start.note ? { text: start.note, tone: 'error' } : null,
    storageNote: null,
    newSpaces: ['black', 'black', 'white'],
    run(command) {
      const before = get().map;
      const r = execute(get().history, command, applyRailCommand);
      if (!r.ok) {
        set({ message: { text: `Could not ${describeRailCommand(before, command)}: ${r.message}.`, tone: 'error' } });
        return false;
      }
      const map = current(r.history);
      const sel = get().selected;
      const still = sel === null || (sel.kind === 'station' ? map.stations.some((s) => s.id === sel.id) : map.routes.some((x) => x.id === sel.id));
      set({ history: r.history, map, selected: still ? sel : null, message: null });
      return true;
    },
    undo() {
      const h = get().history;
      if (!canUndo(h)) return;
      const c = h.commands[h.index - 1]!;
      const next = undo(h);
      set({ history: next, map: current(next), message: { text: `Undone: ${describeRailCommand(current(next), c)}.`, tone: 'info' }, joinFrom: null });
    },
    redo() {
      const h = get().history;
      if (!canRedo(h)) return;
      const c = h.commands[h.index]!;
      set({ history: redo(h), map: current(redo(h)), message: { text: `Redone: ${describeRailCommand(current(h), c)}.`, tone: 'info' }, joinFrom: null });
    },
    setTool(tool) {
      set({ tool, joinFrom: null });
    },
    select(selected) {
      set({ selected, joinFrom: null });
    },
    say(text, tone = 'info') {
      set({ message: { text, tone } });
    },
    placeStation(x, y) {
      const map = get().map;
      const name = freshName(map);
      const id = stationIdFor(map, name);
      if (get().run({ kind: 'add-station', station: { id, name, hub: false, x: Math.round(x), y: Math.round(y) } })) {
        set({ selected: { kind: 'station', id }, message: { text: `Added ${name}: give it a name and join it to the network.`, tone: 'info' } });
      }
    },
    tapStation(id) {
      const { tool, joinFrom, map, newSpaces } = get();
      if (tool !== 'route') return set({ selected: { kind: 'station', id } });
      if (joinFrom === null || joinFrom === id) {
        const name = map.stations.find((s) => s.id === id)?.name ?? id;
        return set({ joinFrom: id, selected: { kind: 'station', id }, message: { text: `From ${name}: now tap the station to join it to.`, tone: 'info' } });
      }
      if (get().run({ kind: 'add-route', from: joinFrom, to: id, spaces: [...newSpaces], express: false })) {
        const route = get().map.routes[get().map.routes.length - 1]!;
        set({ selected: { kind: 'route', id: route.id }, joinFrom: null });
      } else set({ joinFrom: null });
    },
    setNewSpaces(newSpaces) {
      set({ newSpaces });
    },
  }));
}

export const railEditor = createRailEditor(restored());

let savedHistory = railEditor.getState().history;
railEditor.subscribe((s) => {
  if (s.history === savedHistory) return;
  savedHistory = s.history;
  const r = saveText(RAIL_SAVE_KEY, serialiseRailSession(s.history));
  const note = r.ok ? null : `This rail map is not being saved: ${r.message}.`;
  if (note !== s.storageNote) railEditor.setState({ storageNote: note });
});

export function useRailEditor<T>(selector: (s: RailEditorStore) => T): T {
  return useStore(railEditor, selector);
}

/** The problems of a map for Bahn Frei, in plain words (empty: it can be raced). */
export function railProblems(map: RailMap, players = 1): string[] {
  // The cards name stations by id; say the city's name (from the shipped map) rather than the id.
  const names = new Map(germanyMap().stations.map((s) => [s.id, s.name]));
  return validateRailMap(map, { players, passengerStations: PASSENGER_STATIONS }).map((p) => (p.startsWith('passenger cards') ? p.replace(/'([a-z0-9-]+)'/g, (m, id: string) => names.get(id) ?? m) : p));
}

/** The map the editor holds when it differs from the shipped Germany map (Race then plays on it), else null. */
export function editedRailMap(map: RailMap = railEditor.getState().map): RailMap | null {
  return JSON.stringify(map) === JSON.stringify(germanyMap()) ? null : map;
}

/** The problems of the map in the editor, recomputed when it changes. */
export function useRailProblems(): string[] {
  const map = useRailEditor((s) => s.map);
  return useMemo(() => railProblems(map), [map]);
}
