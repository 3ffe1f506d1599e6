/** Button labels for the actions a teacher can add to a lesson by hand. */
import { DRS_MARKERS, type Action, type GameState } from '../../../rules/start-frei';

export function actionLabel(state: GameState, a: Action): string {
  const p = state.turn ? state.players[state.turn.player] : undefined;
  switch (a.type) {
    case 'shift':
      return `Shift ${a.dir}`;
    case 'adjust':
      return `${a.delta > 0 ? '+1' : '−1'} to the roll (${a.pay === 'free' ? 'free, card' : 'paid, card'})`;
    case 'use-drs': {
      const m = DRS_MARKERS[p?.drs[a.slot] ?? -1];
      if (!m) return `Use DRS marker ${a.slot + 1}`;
      if (m.kind === 'shift') return `DRS marker: shift ${a.dir}`;
      if (m.kind === 'roll') return 'DRS marker: roll again';
      if (m.kind === 'change') return `DRS marker: ${a.delta! > 0 ? '+' : ''}${a.delta} to the roll`;
      return 'DRS marker: ignore a chicane';
    }
    case 'ignore-chicane':
      return 'Ignore a chicane (card, 1 coin)';
    case 'take-coins':
      return 'Take the card\'s coins';
    case 'keep-drs':
      return a.slot === null ? 'Put the new DRS marker back' : `Keep the new DRS marker in slot ${a.slot + 1}`;
    case 'end-turn':
      return 'End the turn';
    default:
      return a.type;
  }
}

/** Actions offered as buttons; rolls and moves go through the die chooser and the reachable spaces. */
export function isExtraAction(a: Action): boolean {
  return a.type !== 'roll' && a.type !== 'move' && a.type !== 'choose' && a.type !== 'buy' && a.type !== 'pass' && a.type !== 'turn-marker';
}
