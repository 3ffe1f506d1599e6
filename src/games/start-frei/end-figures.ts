/**
 * Start Frei's story of a finished race in figures, for the end screen: per
 * car the overtakes made and failed, chicanes taken exactly and too fast,
 * braking, coins earned, and the turns it led. Computed by re-running the
 * race's actions through the rules (the events say what happened), never
 * guessed. `startFreiEndFigures` gives the same rows to the shell's end screen.
 */
import type { EndFigure, EndMove } from '../client';
import { applyAction, createGame, standings, type Action, type GameEvent as Event, type GameState, type StartFreiConfig } from '../../rules/start-frei';

export interface CarStats {
  readonly overtakes: number;
  readonly failedOvertakes: number;
  readonly exactChicanes: number;
  readonly chicanePenalties: number;
  readonly braked: number;
  readonly coinsEarned: number;
  /** Turns begun in the lead. */
  readonly turnsLed: number;
}

/** The counts over a race's moves: each move's state after it and its events. */
function tally(n: number, moves: Iterable<{ readonly after: GameState; readonly events: readonly Event[] }>): CarStats[] {
  const out = Array.from({ length: n }, () => ({ overtakes: 0, failedOvertakes: 0, exactChicanes: 0, chicanePenalties: 0, braked: 0, coinsEarned: 0, turnsLed: 0 }));
  for (const { after, events } of moves) {
    for (const e of events) {
      switch (e.type) {
        case 'OvertakeResolved':
          if (e.outcome === 'made-it') out[e.player]!.overtakes += e.overtaken.length;
          else out[e.player]!.failedOvertakes++;
          break;
        case 'ChicaneHit':
          if (e.exact) out[e.player]!.exactChicanes++;
          else out[e.player]!.chicanePenalties++;
          break;
        case 'Braked':
          out[e.player]!.braked++;
          break;
        case 'CoinsChanged':
          if (e.delta > 0) out[e.player]!.coinsEarned += e.delta;
          break;
        case 'TurnStarted': {
          const leader = standings(after)[0];
          if (leader !== undefined) out[leader]!.turnsLed++;
          break;
        }
        default:
          break;
      }
    }
  }
  return out;
}

/** The moves of a race from its config, seed and actions, through the rules (stops at the first refused action). */
function* replayed(config: StartFreiConfig, seed: number, actions: readonly Action[]): Generator<{ after: GameState; events: readonly Event[] }> {
  let s: GameState = createGame(config, seed);
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) return;
    s = r.state;
    yield { after: s, events: r.events };
  }
}

export function raceStats(config: StartFreiConfig, seed: number, actions: readonly Action[]): CarStats[] {
  return tally(config.players.length, replayed(config, seed, actions));
}

/** The figures of the end screen's table: the stat, its name, what it counts. */
export const STAT_ROWS: readonly (readonly [keyof CarStats, string, string])[] = [
  ['overtakes', 'Overtakes', 'Cars overtaken with an announced overtaking manoeuvre'],
  ['failedOvertakes', 'Failed overtakes', 'Overtaking manoeuvres that failed'],
  ['exactChicanes', 'Exact chicane stops', 'Chicanes stopped on exactly (+1 coin each)'],
  ['chicanePenalties', 'Chicane penalties', 'Chicanes taken too fast: stop and shift down'],
  ['braked', 'Braked', 'Times braked behind a car'],
  ['coinsEarned', 'Coins earned', 'Coins gained during the race'],
  ['turnsLed', 'Turns in the lead', 'Turns begun in first place'],
];

/** The shell's end screen rows for Start Frei (a client's `endFigures`): the same counts, from the game's history. */
export function startFreiEndFigures(history: readonly EndMove<GameState, Event>[]): EndFigure[] {
  const first = history[0]?.before;
  if (!first) return [];
  const stats = tally(first.players.length, history as readonly EndMove<GameState, Event>[]);
  return STAT_ROWS.map(([key, label, hint]) => ({ label, hint, values: stats.map((s) => s[key]), ...(key === 'coinsEarned' ? { unit: '¢' } : {}) }));
}
