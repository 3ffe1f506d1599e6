/**
 * The story of a finished race in figures, for the end screen: per car the
 * overtakes made and failed, chicanes taken exactly and too fast, braking,
 * coins earned, and the turns it led. Computed by re-running the race's
 * actions through the rules (the events say what happened), never guessed.
 */
import { applyAction, createGame, standings, type Action, type GameState, type StartFreiConfig } from '../../rules/start-frei';

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

export function raceStats(config: StartFreiConfig, seed: number, actions: readonly Action[]): CarStats[] {
  let s: GameState = createGame(config, seed);
  const n = s.players.length;
  const out = Array.from({ length: n }, () => ({ overtakes: 0, failedOvertakes: 0, exactChicanes: 0, chicanePenalties: 0, braked: 0, coinsEarned: 0, turnsLed: 0 }));
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) break;
    s = r.state;
    for (const e of r.events) {
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
          const leader = standings(s)[0];
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
