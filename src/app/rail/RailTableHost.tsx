/** The shell's 3D table for a Bahn Frei game: reads the session, hands the map, trains and waiting passengers to the scene. */
import { useMemo } from 'react';
import type { RailMap } from '../../rail';
import type { BahnState } from '../../rules/bahn-frei';
import { RailMapScene } from '../../scene/rail';
import { tokensOf, type PlaySession } from '../play/session';
import { tokenColours } from '../play/colours';
import { useRailView } from './view';

export function RailTableHost({ session }: { session: PlaySession }) {
  const view = useRailView((s) => s.view);
  const state = session.state as BahnState;
  const map = session.prepared.board as RailMap;
  const tokens = useMemo(() => {
    const list = tokensOf(session);
    const colours = tokenColours(list);
    return list.map((t) => ({ id: t.id, space: t.space, color: colours[t.id] ?? '#0a6' }));
  }, [session]);
  const waiting = useMemo(() => {
    const m = new Map<string, number>();
    for (const p of state.passengers) if (p.where.at === 'waiting') m.set(p.where.station, (m.get(p.where.station) ?? 0) + 1);
    return m;
  }, [state.passengers]);
  if (view !== 'table') return null;
  return <RailMapScene map={map} tokens={tokens} waiting={waiting} closedRoutes={state.closedRoutes} />;
}
