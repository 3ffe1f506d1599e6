/** Plain-language lines for the rules core's events (event lists, race log). */
import { DRS_MARKERS, GEAR_NAMES, PIT_MARKERS, type DrsMarker, type GameEvent } from '../../rules/start-frei';
import { catalogFor } from '../../track';
import { verb, youSentence } from '../../ui/words';

export function drsLabel(m: DrsMarker | undefined): string {
  if (!m) return 'DRS';
  switch (m.kind) {
    case 'shift':
      return 'shift ±1';
    case 'roll':
      return 'extra roll';
    case 'change':
      return `±${m.value} points`;
    case 'ignore-chicane':
      return 'ignore a chicane';
  }
}

const gear = (g: number) => GEAR_NAMES[g] ?? String(g);

/** A sentence for an event, or null for bookkeeping events a spectator does not need ("You roll", "Anna rolls"). */
export function describeEvent(e: GameEvent, names: readonly string[]): string | null {
  const line = eventLine(e, names);
  return line === null ? null : youSentence(line);
}

function eventLine(e: GameEvent, names: readonly string[]): string | null {
  const n = (p: number) => names[p] ?? `Car ${p + 1}`;
  switch (e.type) {
    case 'CardChosen':
      return null;
    case 'CardsRevealed':
      return `Cards revealed: ${e.order.map((p) => `${n(p)} #${e.cards[p]}`).join(', ')}`;
    case 'TurnStarted':
      return e.card === null ? `${n(e.player)} leaves the pit (${e.instructions.join(', ')})` : `${n(e.player)} plays card #${e.card} (${e.instructions.join(' → ') || 'nothing'})`;
    case 'DiceRolled':
      return `${n(e.player)} rolls ${e.die} on the ${gear(e.gear)} die${e.boost === null ? '' : e.boost === 'drs' ? ' and DRS on the boost die' : ` and +${e.boost} boost`}`;
    case 'RollChanged':
      return `${n(e.player)} changes the roll ${e.from} → ${e.to} (${e.source})`;
    case 'GearShifted':
      return `${n(e.player)} shifts ${e.to > e.from ? 'up' : 'down'} to ${gear(e.to)}${e.reason === 'instruction' ? '' : ` (${e.reason})`}`;
    case 'CarMoved':
      return `${n(e.player)} drives ${e.path.length} space${e.path.length === 1 ? '' : 's'}`;
    case 'SwitchUsed':
      return `${n(e.player)} changes lanes at a switch (1 coin)`;
    case 'ChicaneHit':
      return e.exact ? `${n(e.player)} hits the ${e.kind} chicane exactly: +1 coin` : `${n(e.player)}: too fast into a ${e.kind} chicane, ${verb(n(e.player), 'stops')} and ${verb(n(e.player), 'shifts')} down ${e.kind === 'dangerous' ? 2 : 1}`;
    case 'ChicaneIgnored':
      return `${n(e.player)} drives over a chicane`;
    case 'WallReached':
      return `${n(e.player)} reaches the end of the laid track`;
    case 'Braked':
      return `${n(e.player)} brakes behind ${n(e.behind)}`;
    case 'OvertakeAnnounced':
      return `${n(e.player)} announces an overtaking manoeuvre on ${n(e.target)}`;
    case 'OvertakeResolved':
      return e.outcome === 'made-it' ? `${n(e.player)} overtakes ${e.overtaken.map(n).join(', ')}!` : `${n(e.player)}: overtaking fails (${e.outcome.replace(/-/g, ' ')})`;
    case 'CoinsChanged':
      return `${n(e.player)} ${e.delta > 0 ? 'gains' : 'pays'} ${Math.abs(e.delta)} coin${Math.abs(e.delta) === 1 ? '' : 's'} (${e.reason})`;
    case 'DrsDrawn':
      return `${n(e.player)} draws a DRS marker (${drsLabel(DRS_MARKERS[e.marker])})`;
    case 'DrsReturned':
      return `${n(e.player)} puts a DRS marker back`;
    case 'DrsUsed':
      return `${n(e.player)} plays DRS: ${drsLabel(DRS_MARKERS[e.marker])}`;
    case 'LapCompleted':
      return `${n(e.player)} completes lap ${e.lap}`;
    case 'TurnEnded':
      return null;
    case 'TileDrawn':
      return `${n(e.player)} draws the tile for track piece ${e.piece + 1}: ${tileLabel(e.tile)}`;
    case 'PiecesLaid':
      if (e.side) return `${n(e.player)} lays track piece ${e.to} on side ${e.side}${e.turned ? ', turned round' : ''}`;
      return e.to - e.from === 1 ? `${n(e.player)} lays track piece ${e.to}` : `${n(e.player)} lays track pieces ${e.from + 1}–${e.to}`;
    case 'PitStopStarted':
      return `Pit stop: ${e.order.map(n).join(', ')} in turn`;
    case 'CardsDisplayed':
      return `Cards displayed: ${e.cards.map((c) => `#${c}`).join(', ')}`;
    case 'CardBought':
      return `${n(e.player)} buys #${e.card} for ${e.price} and ${verb(n(e.player), 'returns')} #${e.returned}`;
    case 'Passed':
      return `${n(e.player)} passes (${e.rank === 1 ? '1st' : e.rank === 2 ? '2nd' : e.rank === 3 ? '3rd' : `${e.rank}th`})`;
    case 'PitMarkerTurned': {
      const back = PIT_MARKERS[e.marker];
      return `${n(e.player)} turns a pit-stop marker: ${back ? (back.kind === 'coins' ? `${back.amount} coins` : back.kind) : '?'}`;
    }
    case 'PitMarkersDeclined':
      return `${n(e.player)} turns no more pit-stop markers (could have turned ${e.left} more)`;
    case 'PitMarkersReset':
      return null;
    case 'PassStarted':
      return `Pass ${e.pass} begins`;
    case 'GameOver':
      return `Race over (${e.reason === 'finish' ? 'finish' : 'pass limit'}): ${e.standings.map((p, i) => `${i + 1}. ${n(p)}`).join(', ')}`;
  }
}

/** A catalog piece type in words (the tile drawn from a pile). */
function tileLabel(type: string): string {
  return catalogFor('start-frei').byId.get(type)?.label ?? type;
}
