/**
 * Play online's screens (issue 31), loaded only when they open: the set-up
 * and join forms, then the table waiting for its players. Once the host
 * starts, the shell's Play screen shows the race (online-play.ts).
 */
import { useEffect, useMemo } from 'react';
import { GAMES } from '../../rules/registry';
import { clientOf } from '../../games';
import { boardCodec } from '../../sim/boards';
import { PERSON } from '../../sim/table-protocol';
import { OnlineLobby, OnlineSetup, type OnlineGameChoice, type SeatPlan } from '../../ui/online';
import { useGameChoice } from '../play/choice';
import { hasTableToResume, tableLink, useOnlineEntry } from './entry';
import { leaveTable, useOnline } from './online-play';

/** The games a table can be set up for: those with a client part for the shell and a preset table. */
function onlineGames(): OnlineGameChoice[] {
  return GAMES.filter((g) => clientOf(g.id) && g.examples.length > 0 && boardCodec(g.board)).map((g) => ({
    id: g.id,
    title: g.title,
    seats: { min: g.seats.min, max: g.seats.max },
    tables: g.examples.map((e) => e.name),
    hasBots: Object.keys(g.bots).length > 0,
  }));
}

/** A table's set-up as the server takes it (table-protocol.ts): the preset's board in its file form, its options, the seats. */
function tableSetup(gameId: string, table: number, seats: readonly SeatPlan[], listed: boolean, watchDelay: number | null): unknown {
  const game = GAMES.find((g) => g.id === gameId);
  const example = game?.examples[table];
  if (!game || !example) return null;
  const { board, config } = example.load();
  const bot = Object.keys(game.bots).includes('heuristic') ? 'heuristic' : Object.keys(game.bots)[0];
  return {
    game: game.id,
    board: { kind: game.board, name: example.name, data: boardCodec(game.board)!.write(board) },
    config,
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
  const games = useMemo(onlineGames, []);
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
        const setup = tableSetup(game, table, seats, listed, watchDelay);
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
