/**
 * With `?debug`, Race mode publishes `window.__chicane.race` so browser tests
 * can reach a moment of the race (a pit stop, a DRS marker to use) without
 * clicking through a whole pass. Every action still goes through the store's
 * `act` (so through `applyAction`); people's seats are played by the good bot.
 */
import { heuristicBot, type Bot } from '../../rules/start-frei/files';
import { legalFor, whoActs } from './controller';
import { useRaceStore } from './race-store';

/** 'final': the person's first decision once a car has driven its last lap (the race ends with this race section). */
export type RaceGoal = 'pit-buy' | 'use-drs' | 'lay' | 'final';

export interface RaceDebug {
  /** Plays every seat until a person may do `goal` (true), or gives up after `limit` actions (false). */
  playUntil(goal: RaceGoal, limit?: number): boolean;
  phase(): string | null;
}

function reached(goal: RaceGoal): boolean {
  const s = useRaceStore.getState();
  if (!s.state) return false;
  const who = whoActs(s.state);
  if (who < 0 || s.setup.seats[who]?.kind !== 'human') return false;
  const legal = legalFor(s.state, who);
  if (goal === 'lay') return s.state.phase === 'lay';
  if (goal === 'final') return s.state.endTriggered;
  return goal === 'pit-buy' ? s.state.phase === 'pit' && legal.some((a) => a.type === 'buy') : legal.some((a) => a.type === 'use-drs');
}

export function publishRace(): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  // The renderer statistics live on the same object: create it as RendererStats would, never replace it.
  const root = (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
  let stand: Bot | null = null;
  const api: RaceDebug = {
    playUntil(goal, limit = 2000) {
      const seed = useRaceStore.getState().setup.seed;
      stand ??= heuristicBot(seed);
      for (let n = 0; n < limit; n++) {
        if (reached(goal)) return true;
        const s = useRaceStore.getState();
        if (!s.state || s.state.phase === 'over') return false;
        const who = whoActs(s.state);
        const ok = s.setup.seats[who]?.kind === 'human' ? s.act(stand.choose(s.state, who, legalFor(s.state, who))) : s.botStep();
        if (!ok) return false;
      }
      return reached(goal);
    },
    phase: () => useRaceStore.getState().state?.phase ?? null,
  };
  root.race = api;
}
