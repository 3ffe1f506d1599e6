/** Button labels for legal actions (what the player is offered, in words). */
import { DRS_MARKERS, PIT_MARKERS, type Action, type GameState } from '../../rules/start-frei';
import { drsLabel } from './describe-event';

export function actionLabel(a: Action, state: GameState): string {
  const n = (p: number) => state.names[p] ?? `Car ${p + 1}`;
  const me = state.turn ? state.players[state.turn.player] : undefined;
  switch (a.type) {
    case 'choose':
      return `Play card ${a.card}`;
    case 'shift':
      return a.dir === 'up' ? 'Shift up' : 'Shift down';
    case 'roll':
      if (!a.overtake) return 'Roll the die';
      return `Roll and overtake ${n(a.overtake.target)}${a.overtake.switches.length ? ` (using ${a.overtake.switches.length} switch${a.overtake.switches.length === 1 ? '' : 'es'})` : ''}`;
    case 'move':
      return 'Move';
    case 'adjust':
      return `${a.delta > 0 ? '+1' : '−1'} point${a.pay === 'free' ? ' (free)' : ' (pay)'}`;
    case 'take-coins':
      return "Take the card's coins";
    case 'ignore-chicane':
      return 'Ignore the next chicane (card)';
    case 'use-drs': {
      const id = me?.drs[a.slot];
      const label = drsLabel(id === undefined ? undefined : DRS_MARKERS[id]);
      return `DRS: ${label}${a.dir ? ` ${a.dir}` : ''}${a.delta ? ` ${a.delta > 0 ? '+' : ''}${a.delta}` : ''}`;
    }
    case 'keep-drs':
      return a.slot === null ? 'Put the new DRS marker back' : `Keep it, return slot ${a.slot + 1}`;
    case 'end-turn':
      return 'End the turn';
    case 'buy':
      return `Buy ${a.card}, return ${a.returnCard}`;
    case 'pass':
      return 'Pass';
    case 'turn-marker': {
      const b = PIT_MARKERS[a.marker];
      return `Turn marker ${a.marker + 1}${b ? ` (${b.kind === 'coins' ? `${b.amount} coins` : b.kind})` : ''}`;
    }
    case 'decline-markers':
      return 'Turn no more markers';
    case 'lay':
      return `Lay side ${a.side}${a.turned ? ', turned round' : ''}`;
  }
}
