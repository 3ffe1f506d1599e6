/** Start Frei's callouts on the table: the key events of an action, each a short sentence over its car. Pure. */
import type { GameEvent } from '../../rules/start-frei';
import type { CalloutItem } from '../broadcast/Callouts';
import type { Clip } from '../../games/start-frei/table/choreography';

/** When the car of `player` arrives (the end of its last move), in ms into the clips; 0 without a move. */
function arrival(clips: readonly Clip[], player: number): number {
  let at = 0;
  for (const c of clips) if ((c.kind === 'move' || c.kind === 'jolt') && c.player === player) at = Math.max(at, c.start + c.duration);
  return at;
}

export function calloutsOf(events: readonly GameEvent[], clips: readonly Clip[], names: readonly string[]): CalloutItem[] {
  const out: CalloutItem[] = [];
  const n = (p: number) => names[p] ?? `Car ${p + 1}`;
  for (const e of events) {
    switch (e.type) {
      case 'OvertakeResolved':
        out.push(
          e.outcome === 'made-it'
            ? { car: e.player, text: `Overtakes ${e.overtaken.map(n).join(' and ')}!`, tone: 'good', at: arrival(clips, e.player) }
            : { car: e.player, text: `Overtaking fails: ${e.outcome.replace(/-/g, ' ')}`, tone: 'bad', at: arrival(clips, e.player) },
        );
        break;
      case 'ChicaneHit':
        out.push(
          e.exact
            ? { car: e.player, text: 'Chicane hit exactly: +1 coin', tone: 'good', at: arrival(clips, e.player) }
            : { car: e.player, text: `Too fast into the ${e.kind} chicane: stop, shift down`, tone: 'bad', at: arrival(clips, e.player) },
        );
        break;
      case 'Braked':
        out.push({ car: e.player, text: `Brakes behind ${n(e.behind)}`, tone: 'bad', at: arrival(clips, e.player) });
        break;
      case 'WallReached':
        out.push({ car: e.player, text: 'End of the laid track', tone: 'bad', at: arrival(clips, e.player) });
        break;
      case 'DrsDrawn':
        out.push({ car: e.player, text: 'DRS marker gained', tone: 'good', at: arrival(clips, e.player) });
        break;
      case 'DrsUsed':
        out.push({ car: e.player, text: 'DRS marker played', tone: 'good', at: 0 });
        break;
      default:
        break;
    }
  }
  return out;
}
