/**
 * Play online's screens (issue 31), loaded only when they open: the set-up
 * and join forms, then the table waiting for its players. Once the host
 * starts, the shell's Play screen shows the race (online-play.ts).
 */
import { useEffect, useMemo } from 'react';
import { GAMES } from '../../rules/registry';
import type { AnyGame } from '../../rules/core';
import { parseTrackFile, type Layout } from '../../track';
import type { RailMap } from '../../rail';
import { useBuilderLayout } from '../builder';
import { editedRailMap, useRailEditor } from '../rail/store';
import { useLibrary, type LibraryEntry } from '../library';
import { prepareBoard } from '../play/session';
import { clientOf } from '../../games';
import { boardCodec } from '../../sim/boards';
import { PERSON } from '../../sim/table-protocol';
import { OnlineLobby, OnlineSetup, type OnlineGameChoice, type SeatPlan } from '../../ui/online';
import { useGameChoice } from '../play/choice';
import { hasTableToResume, tableLink, useOnlineEntry } from './entry';
import { leaveTable, useOnline } from './online-play';

/** A table a game can be set up on: the layout in Build, a layout of the library, or one of the game's presets. */
export interface TableChoice {
  /** As the host's list shows it ("From your library, “Sprint ring”"). */
  readonly name: string;
  /** The board's own name, as the table and its players see it ("Sprint ring"). */
  readonly board: string;
  /** The board and its options; null when it no longer builds. */
  load(): { board: unknown; config: unknown } | null;
}

/**
 * The tables a game can be set up on, in the order a host looks for them: the layout (or rail map) in Build first,
 * then the game's layouts kept in the library, then its presets. A layout that does not build for the game is left
 * out, as the local set-up leaves it, and so is one the server would refuse (it checks every board again).
 */
export function tableChoices(game: AnyGame, builder: Layout | null, rail: RailMap | null, library: readonly LibraryEntry[]): TableChoice[] {
  const own = (layout: Layout | null, map: RailMap | null): { board: unknown; config: unknown } | null => {
    const prepared = prepareBoard(game, layout, map);
    if (!prepared.ok) return null;
    const from = prepared.value.source;
    if (!((from.kind === 'layout' && from.from === 'builder') || from.kind === 'rail-map')) return null;
    // Only a board the server will take: its file form read back as this game's, valid.
    const codec = boardCodec(game.board);
    const written = codec?.write(prepared.value.board);
    return codec && written !== null && codec.read(written, game.id).ok ? { board: prepared.value.board, config: prepared.value.config } : null;
  };
  const out: TableChoice[] = [];
  const inBuild = own(game.board === 'lane-graph' ? builder : null, game.board === 'rail-map' ? rail : null);
  if (inBuild) {
    const name = game.board === 'rail-map' ? (rail?.name ?? 'your rail map') : (builder?.name ?? 'your layout');
    out.push({ name: `Your ${game.board === 'rail-map' ? 'rail map' : 'layout'} in Build, “${name}”`, board: name, load: () => inBuild });
  }
  if (game.board === 'lane-graph') {
    for (const entry of library) {
      if (entry.kind !== 'layout' || entry.game !== game.id) continue;
      const parsed = parseTrackFile(entry.data);
      const board = parsed.ok ? own(parsed.layout, null) : null;
      if (board) out.push({ name: `From your library, “${entry.name}”`, board: entry.name, load: () => board });
    }
  }
  for (const example of game.examples) out.push({ name: example.name, board: example.name, load: () => example.load() });
  return out;
}

/** The games a table can be set up for: those with a client part for the shell and a board the server can be sent. */
function onlineGames(): AnyGame[] {
  return GAMES.filter((g) => clientOf(g.id) && g.examples.length > 0 && boardCodec(g.board));
}

function gameChoice(game: AnyGame, tables: readonly TableChoice[]): OnlineGameChoice {
  return { id: game.id, title: game.title, seats: { min: game.seats.min, max: game.seats.max }, tables: tables.map((t) => t.name), hasBots: Object.keys(game.bots).length > 0 };
}

/** A table's set-up as the server takes it (table-protocol.ts): the board in its file form, its options, the seats. */
function tableSetup(game: AnyGame, table: TableChoice | undefined, seats: readonly SeatPlan[], listed: boolean, watchDelay: number | null): unknown {
  const loaded = table?.load();
  if (!table || !loaded) return null;
  const bot = Object.keys(game.bots).includes('heuristic') ? 'heuristic' : Object.keys(game.bots)[0];
  return {
    game: game.id,
    board: { kind: game.board, name: table.board, data: boardCodec(game.board)!.write(loaded.board) },
    config: loaded.config,
    seats: seats.map((s) => ({ kind: s === 'bot' && bot ? bot : PERSON })),
    listed,
    ...(watchDelay !== null ? { watchDelay } : {}),
  };
}

export function OnlineScreens() {
  const phase = useOnline((s) => s.phase);
  const view = useOnline((s) => s.view);
  const message = useOnline((s) => s.message);
  const code = useOnlineEntry((s) => s.code);
  const chosen = useGameChoice((c) => c.game);
  const builder = useBuilderLayout();
  const rail = useRailEditor((r) => r.map);
  const library = useLibrary((l) => l.entries);
  const libraryLoaded = useLibrary((l) => l.loaded);
  const map = useMemo(() => editedRailMap(rail), [rail]);
  const choices = useMemo(() => new Map<string, { game: AnyGame; tables: TableChoice[] }>(onlineGames().map((g) => [g.id, { game: g, tables: tableChoices(g, builder, map, library) }])), [builder, map, library]);
  const games = useMemo(() => [...choices.values()].map((c) => gameChoice(c.game, c.tables)), [choices]);
  useEffect(() => {
    // The library's layouts are offered too: read it once if nothing has yet.
    if (!libraryLoaded) void useLibrary.getState().refresh();
  }, [libraryLoaded]);
  const tables = useOnline((s) => s.lobby);
  const atTable = Boolean(view && phase === 'at-table');
  useEffect(() => {
    // The public tables are listed while this device is not at one.
    if (atTable) return;
    return useOnline.getState().watchLobby();
  }, [atTable]);
  useEffect(() => {
    // After a reload at a table this tab takes its seat back.
    if (hasTableToResume() && useOnline.getState().phase === 'idle') void useOnline.getState().resume();
  }, []);
  const online = useOnline.getState();
  if (view && phase === 'at-table') {
    if (view.status !== 'waiting') return <p role="status">The race is on…</p>;
    return (
      <OnlineLobby
        view={view}
        link={tableLink(view.code)}
        message={message}
        onSit={(seat) => online.sit(seat)}
        onStand={() => online.stand()}
        onStart={(fill) => online.start(fill)}
        onLeave={() => void leaveTable()}
      />
    );
  }
  return (
    <OnlineSetup
      games={games}
      initialGame={chosen}
      initialCode={code}
      busy={phase === 'connecting'}
      message={message}
      tables={tables}
      onCreate={(game, table, seats, name, listed, watchDelay) => {
        const chosen = choices.get(game);
        const setup = chosen ? tableSetup(chosen.game, chosen.tables[table], seats, listed, watchDelay) : null;
        const you = seats.indexOf('you');
        void online.create(setup, name).then((ok) => {
          if (ok && you >= 0) useOnline.getState().sit(you);
        });
      }}
      onJoin={(c, name) => void online.join(c, name)}
      onClose={() => useOnlineEntry.getState().closeOnline()}
    />
  );
}
