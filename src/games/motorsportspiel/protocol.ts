/**
 * The racing protocol in words for the panel and the printable page: the
 * grid (start positions, car numbers, drivers) and each round's errors and
 * flags, in the rulebook's notation ("#11 yellow, #8 red") with the drivers'
 * names beside the numbers.
 */
import { protocolText, type MssState } from '../../rules/motorsportspiel';

export interface ProtocolRow {
  readonly round: number;
  /** "#2 Ben: yellow, #5 Eve: red". */
  readonly text: string;
  /** The rulebook's notation: "#2 yellow, #5 red". */
  readonly notation: string;
}

export interface ProtocolCar {
  readonly slot: number;
  readonly number: number;
  readonly name: string;
  /** How its race ended or stands: "Finished 2nd", "Out: the BIG error", "Racing". */
  readonly standing: string;
}

const place = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

export function protocolRows(state: MssState): ProtocolRow[] {
  const byNumber = new Map(state.cars.map((c) => [c.number, c.name]));
  return state.protocol.map((r) => ({
    round: r.round,
    notation: r.entries.join(', '),
    text: r.entries
      .map((e) => {
        const m = /^#(\d+) (.+)$/.exec(e);
        const name = m ? byNumber.get(Number(m[1])) : undefined;
        return m && name ? `#${m[1]} ${name}: ${m[2]}` : e;
      })
      .join(', '),
  }));
}

export function protocolCars(state: MssState): ProtocolCar[] {
  return [...state.cars]
    .sort((a, b) => a.slot - b.slot)
    .map((c) => ({
      slot: c.slot,
      number: c.number,
      name: c.name,
      standing: c.status === 'finished' ? `Finished ${place(state.finish.indexOf(c.id) + 1)}` : c.status === 'out' ? `Out: ${c.outReason ?? 'retired'}` : state.over ? 'Stopped on the track' : 'Racing',
    }));
}

/** The whole protocol in one line, rounds parted by a double slash, as the rulebook writes it. */
export const protocolLine = (state: MssState) => protocolText(state);
