/**
 * What the scene shows for one action, in order, with timings at 1× speed:
 * the rules core's events turned into clips. Pure (no three.js), so the app
 * paces playback and bots with the same durations the scene animates.
 */
import type { BoostFace, GameEvent, PlayerId } from '../../../rules/start-frei';
import type { SpaceId } from '../../../track';

export type Clip =
  | { readonly kind: 'reveal'; readonly start: number; readonly duration: number; readonly cards: readonly number[] }
  | { readonly kind: 'dice'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly gear: number; readonly die: number; readonly boost: BoostFace | null }
  | { readonly kind: 'move'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly from: SpaceId; readonly path: readonly SpaceId[] }
  | { readonly kind: 'jolt'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly why: 'brake' | 'chicane' | 'wall' }
  | { readonly kind: 'shift'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly from: number; readonly to: number }
  | { readonly kind: 'coins'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly delta: number }
  | { readonly kind: 'drs'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly marker: number; readonly action: 'drawn' | 'used' | 'returned' }
  | { readonly kind: 'pit'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly marker: number }
  | { readonly kind: 'lay'; readonly start: number; readonly duration: number; readonly player: PlayerId; readonly from: number; readonly to: number }
  | { readonly kind: 'pause'; readonly start: number; readonly duration: number };

/** Milliseconds at 1×. */
export const TIMING = {
  reveal: 900,
  dice: 850,
  perSpace: 260,
  jolt: 320,
  shift: 220,
  coins: 550,
  drs: 650,
  pit: 650,
  lay: 900,
  choose: 120,
  buy: 450,
  minimum: 120,
} as const;

type Distribute<T> = T extends unknown ? Omit<T, 'start'> : never;

export interface Choreography {
  readonly clips: readonly Clip[];
  /** Total length in ms at 1×. */
  readonly duration: number;
}

/** Clips for the events of one action. Coins, DRS and shifts overlap what follows; moves and dice do not. */
export function choreograph(events: readonly GameEvent[]): Choreography {
  const clips: Clip[] = [];
  let cursor = 0;
  let end = 0;
  const seq = (c: Distribute<Clip>) => {
    clips.push({ ...c, start: cursor } as Clip);
    cursor += c.duration;
    end = Math.max(end, cursor);
  };
  const side = (c: Distribute<Clip>) => {
    clips.push({ ...c, start: cursor } as Clip);
    end = Math.max(end, cursor + c.duration);
  };
  for (const e of events) {
    switch (e.type) {
      case 'CardsRevealed':
        seq({ kind: 'reveal', duration: TIMING.reveal, cards: e.cards });
        break;
      case 'DiceRolled':
        seq({ kind: 'dice', duration: TIMING.dice, player: e.player, gear: e.gear, die: e.die, boost: e.boost });
        break;
      case 'CarMoved':
        seq({ kind: 'move', duration: Math.max(TIMING.perSpace, TIMING.perSpace * e.path.length), player: e.player, from: e.from, path: e.path });
        break;
      case 'Braked':
        seq({ kind: 'jolt', duration: TIMING.jolt, player: e.player, why: 'brake' });
        break;
      case 'ChicaneHit':
        if (!e.exact) seq({ kind: 'jolt', duration: TIMING.jolt, player: e.player, why: 'chicane' });
        break;
      case 'WallReached':
        seq({ kind: 'jolt', duration: TIMING.jolt, player: e.player, why: 'wall' });
        break;
      case 'GearShifted':
        side({ kind: 'shift', duration: TIMING.shift, player: e.player, from: e.from, to: e.to });
        cursor += TIMING.shift / 2;
        break;
      case 'CoinsChanged':
        side({ kind: 'coins', duration: TIMING.coins, player: e.player, delta: e.delta });
        break;
      case 'DrsDrawn':
      case 'DrsUsed':
      case 'DrsReturned':
        side({ kind: 'drs', duration: TIMING.drs, player: e.player, marker: e.marker, action: e.type === 'DrsDrawn' ? 'drawn' : e.type === 'DrsUsed' ? 'used' : 'returned' });
        break;
      case 'PitMarkerTurned':
        seq({ kind: 'pit', duration: TIMING.pit, player: e.player, marker: e.marker });
        break;
      case 'PiecesLaid':
        seq({ kind: 'lay', duration: TIMING.lay, player: e.player, from: e.from, to: e.to });
        break;
      case 'CardBought':
        seq({ kind: 'pause', duration: TIMING.buy });
        break;
      default:
        break;
    }
  }
  return { clips, duration: Math.max(end, cursor, events.length > 1 || clips.length > 0 ? TIMING.minimum : TIMING.choose) };
}
