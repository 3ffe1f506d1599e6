/**
 * The passenger cards the 3D table draws, as plain data read from the state:
 * each waiting card beside its station and each card aboard under its car,
 * with what the card shows (the destination, the number of rounds left, a
 * special passenger's mark) and the same in words for a hover or a tap.
 */
import { boardingCar, card, type BahnState, type Passenger } from '../../rules/bahn-frei';
import { partName, plural, stationName } from './words';

export interface CardFace {
  readonly id: string;
  /** The destination as printed on the card (a long name in its short form). */
  readonly destination: string;
  /** Rounds left: the travel time less the vouchers on a waiting card, the car number aboard. */
  readonly rounds: number;
  readonly special: boolean;
  /** Vouchers placed on the card while it waited. */
  readonly vouchers: number;
  /** The card in a sentence ("Going to Cologne, 3 rounds left …"). */
  readonly text: string;
}

export interface TableCards {
  /** Waiting cards by departure station id, in the order they came into play. */
  readonly waiting: ReadonlyMap<string, readonly CardFace[]>;
  /** Cards aboard, by train (in the state's order), then car 1–5 (index 0–4). */
  readonly aboard: readonly (readonly (readonly CardFace[])[])[];
}

/** Longest name printed whole; a longer one is cut to `SHORT_KEEP` letters and a full stop. */
export const SHORT_MAX = 9;
export const SHORT_KEEP = 6;

/** "Saarbrücken" → "Saarbr.", "Hamburg" stays. */
export function shortName(name: string): string {
  const letters = [...name];
  return letters.length <= SHORT_MAX ? name : `${letters.slice(0, SHORT_KEEP).join('')}.`;
}

function face(s: BahnState, p: Passenger, rounds: number, where: string): CardFace {
  const c = card(p.id);
  const to = stationName(s, c.to);
  const special = c.name !== undefined;
  const voucher = p.vouchers > 0 ? ` ${plural(p.vouchers, 'voucher')} on the card.` : '';
  const who = special ? ` Special passenger: ${c.name}. ${c.text ?? ''} Late, it costs 2 complaints.` : '';
  return {
    id: p.id,
    destination: shortName(to),
    rounds,
    special,
    vouchers: p.vouchers,
    text: `Going to ${to}, ${plural(rounds, 'round')} left (${where}).${voucher}${who}`,
  };
}

export function tableCards(s: BahnState): TableCards {
  const waiting = new Map<string, CardFace[]>();
  const aboard = s.trains.map(() => [[], [], [], [], []] as CardFace[][]);
  const trainOf = new Map(s.parts.map((p) => [p.id, p.train]));
  for (const p of s.passengers) {
    if (p.where.at === 'waiting') {
      const station = p.where.station;
      const list = waiting.get(station) ?? [];
      const car = boardingCar(p);
      list.push(face(s, p, car, `waiting in ${stationName(s, station)}; it boards car ${car}`));
      waiting.set(station, list);
    } else if (p.where.at === 'aboard') {
      const t = trainOf.get(p.where.part);
      if (t === undefined) continue;
      const car = Math.max(1, Math.min(5, p.where.car));
      aboard[t]![car - 1]!.push(face(s, p, car, `in car ${car} of ${partName(s, p.where.part)}`));
    }
  }
  return { waiting, aboard };
}
