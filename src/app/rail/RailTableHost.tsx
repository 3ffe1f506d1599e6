/** The shell's 3D table for a Bahn Frei game: reads the session, hands the map, trains and passenger cards to the scene. */
import { useEffect, useMemo } from 'react';
import type { RailMap } from '../../rail';
import type { BahnState } from '../../rules/bahn-frei';
import { RailMapScene } from '../../scene/rail';
import { tokensOf, type PlaySession } from '../play/session';
import { tokenColours } from '../play/colours';
import { useRailView } from './view';
import { tableCards } from '../../games/bahn-frei/cards';
import { useAppStore } from '../store';
import { drawnCards, publishRailCards } from './debug';
import { drawnTokens } from '../play/debug';

/** The plates are printed in the trains' colours. */
const PLATE_COLOURS: Readonly<Record<string, string>> = { red: '#b8322a', green: '#3f8f4a', yellow: '#d9b526', blue: '#2f63b0' };

export function RailTableHost({ session }: { session: PlaySession }) {
  const view = useRailView((s) => s.view);
  const state = session.state as BahnState;
  const map = session.prepared.board as RailMap;
  const tokens = useMemo(() => {
    const list = tokensOf(session);
    const colours = tokenColours(list);
    return list.map((t) => ({ id: t.id, space: t.space, color: colours[t.id] ?? '#0a6' }));
  }, [session]);
  const cards = useMemo(() => tableCards(state), [state]);
  const debug = useAppStore((s) => s.debug);
  useEffect(() => {
    if (debug) publishRailCards(() => state);
  }, [debug, state]);
  const pieces = useMemo(() => {
    const plates = state.trains.map((t, i) => {
      const cars = [0, 0, 0, 0, 0];
      const parts = new Set(state.parts.filter((p) => p.train === i).map((p) => p.id));
      for (const p of state.passengers) if (p.where.at === 'aboard' && parts.has(p.where.part)) cars[Math.max(0, Math.min(4, p.where.car - 1))]! += 1;
      return { color: PLATE_COLOURS[t.colour] ?? '#888', cars };
    });
    return { round: state.round, rounds: 15, complaints: state.complaints, maxComplaints: 8, vouchers: state.vouchers, maxVouchers: state.maxVouchers, event: state.event !== null, plates };
  }, [state]);
  // The trains' places on the canvas stand for the tokens in the shell's probe (`__chicane.play.tokens`) while the table shows.
  useEffect(() => {
    if (!debug || view !== 'table') return;
    return () => {
      drawnTokens.list = [];
      drawnCards.pieces = [];
    };
  }, [debug, view]);
  if (view !== 'table') return null;
  return (
    <RailMapScene
      map={map}
      tokens={tokens}
      cards={cards}
      closedRoutes={state.closedRoutes}
      pieces={pieces}
      onCardsDrawn={
        debug
          ? (list) => {
              drawnCards.list = list;
            }
          : undefined
      }
      onTableDrawn={
        debug
          ? (trains, drawn) => {
              drawnTokens.list = trains.map((t) => ({ ...t, settled: true }));
              drawnTokens.targets = [];
              drawnCards.pieces = drawn;
            }
          : undefined
      }
    />
  );
}
