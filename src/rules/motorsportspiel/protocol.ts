/**
 * The racing protocol (rulebook: "Racing Protocol" — "keep track of any
 * errors and penalties on the protocol sheet … Individual rounds can be
 * separated with a double slash": "#11 yellow, #8 red // #3 yellow").
 */
import type { MssState } from './types';

export function note(state: MssState, text: string): MssState {
  const protocol = state.protocol.slice();
  const last = protocol.at(-1);
  if (last && last.round === state.round) protocol[protocol.length - 1] = { round: last.round, entries: [...last.entries, text] };
  else protocol.push({ round: state.round, entries: [text] });
  return { ...state, protocol };
}

/** The protocol sheet in the rulebook's notation: "#11 yellow, #8 red // #3 yellow". */
export function protocolText(state: MssState): string {
  return state.protocol.map((r) => r.entries.join(', ')).join(' // ');
}

/**
 * The racing protocol as a sheet: the cars with their names and start
 * positions, then each round's errors and penalties in the rulebook's notation.
 */
export function protocolSheet(state: MssState): { readonly cars: readonly string[]; readonly rounds: readonly string[] } {
  const cars = [...state.cars].sort((a, b) => a.slot - b.slot).map((c) => `${c.slot}. #${c.number} ${c.name}`);
  return { cars, rounds: state.protocol.map((r) => `Round ${r.round}: ${r.entries.join(', ')}`) };
}
