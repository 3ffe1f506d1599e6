/**
 * The game's pieces beside the map, as flat boxes for one instanced mesh:
 * the round track (15 fields, the marker on the current round), the
 * complaint-O-meter (8 fields, the complaints so far in red), the voucher
 * circle (a field per train, orange cubes for the vouchers), the event card
 * turned over, and each train's plate with its five cars and the passenger
 * cards in them. Pure: numbers in, boxes out.
 */
import type { Bar } from './rail-instances';

export interface TablePieces {
  readonly round: number;
  readonly rounds: number;
  readonly complaints: number;
  readonly maxComplaints: number;
  readonly vouchers: number;
  readonly maxVouchers: number;
  readonly event: boolean;
  /** Each train: its colour and how many passengers ride in cars 1 to 5. */
  readonly plates: readonly { readonly color: string; readonly cars: readonly number[] }[];
}

export interface PieceBoxes {
  readonly flat: readonly Bar[];
  /** Tall pieces (markers, voucher cubes). */
  readonly tall: readonly Bar[];
  /** Passenger cards in the cars of the plates. */
  readonly cards: readonly Bar[];
  /** Where the labels go (table units), for the scene's names. */
  readonly labels: readonly { readonly text: string; readonly x: number; readonly z: number }[];
  /** Each plate's cars (car 1 first): the centre of the car's front edge and its width, where its cards go under it. */
  readonly cars: readonly (readonly { readonly x: number; readonly z: number; readonly width: number }[])[];
  /** What each piece explains at a tap: the glossary term it shows, the centre and half size of its hit box (table units). */
  readonly explain: readonly { readonly term: string; readonly x: number; readonly z: number; readonly r: number }[];
  /** How far the pieces reach below `z0` (the table grows by it). */
  readonly depth: number;
}

const box = (x: number, z: number, length: number, width: number, color: string): Bar => ({ x, z, heading: 0, length, width, color });

/** Lays the pieces out in rows from (x0, z0), `width` wide. */
export function tablePieces(p: TablePieces, x0: number, z0: number, width: number): PieceBoxes {
  const flat: Bar[] = [];
  const tall: Bar[] = [];
  const cards: Bar[] = [];
  const labels: { text: string; x: number; z: number }[] = [];
  const cars: { x: number; z: number; width: number }[][] = [];
  const explain: { term: string; x: number; z: number; r: number }[] = [];
  // Row 1: the round track.
  const step = Math.min(1.2, width / p.rounds);
  for (let i = 1; i <= p.rounds; i++) flat.push(box(x0 + (i - 0.5) * step, z0 + 0.8, step * 0.9, 0.9, i === p.round ? '#f1d36b' : i === 15 ? '#d9c9a0' : '#e8e0cc'));
  tall.push(box(x0 + (Math.min(p.round, p.rounds) - 0.5) * step, z0 + 0.8, 0.5, 0.5, '#222'));
  labels.push({ text: `Round ${p.round} of ${p.rounds}`, x: x0, z: z0 + 0.05 });
  // The round track is long: a hit box every few fields, so a tap anywhere on it says what it is.
  for (let i = 0; i < p.rounds; i += 3) explain.push({ term: 'Rounds', x: x0 + Math.min(i + 1.5, p.rounds - 0.5) * step, z: z0 + 0.8, r: Math.max(0.45, step * 1.5) });
  // Row 2: complaint-O-meter, voucher circle, event card.
  const z2 = z0 + 2.6;
  for (let i = 0; i < p.maxComplaints; i++) flat.push(box(x0 + i * 0.75 + 0.35, z2, 0.65, 0.65, i < p.complaints ? '#c8281c' : i === p.maxComplaints - 1 ? '#5a2a28' : '#f4efe4'));
  labels.push({ text: `Complaints ${p.complaints} of ${p.maxComplaints}`, x: x0, z: z2 - 0.75 });
  for (let i = 0; i < p.maxComplaints; i += 2) explain.push({ term: 'Complaint-O-meter', x: x0 + (i + 1) * 0.75, z: z2, r: 0.75 });
  const cx = x0 + p.maxComplaints * 0.75 + 2;
  for (let i = 0; i < p.maxVouchers; i++) {
    const a = (i / Math.max(1, p.maxVouchers)) * Math.PI * 2;
    const vx = cx + Math.cos(a) * 0.6;
    const vz = z2 + Math.sin(a) * 0.6;
    flat.push(box(vx, vz, 0.45, 0.45, '#f3d9b8'));
    if (i < p.vouchers) tall.push(box(vx, vz, 0.32, 0.32, '#ef7d1a'));
  }
  labels.push({ text: `Vouchers ${p.vouchers} of ${p.maxVouchers}`, x: cx - 1, z: z2 - 1.05 });
  explain.push({ term: 'Voucher circle', x: cx, z: z2, r: 0.9 });
  if (p.event) {
    flat.push(box(cx + 2.6, z2, 1.3, 1.8, '#fbfaf4'));
    flat.push(box(cx + 2.6, z2 - 0.55, 1.1, 0.3, '#c8281c'));
    labels.push({ text: 'Event', x: cx + 2, z: z2 - 1.2 });
    explain.push({ term: 'Event card', x: cx + 2.6, z: z2, r: 0.9 });
  }
  // Row 3: the train plates, five cars each (car 5 at the front).
  const z3 = z0 + 5;
  const plateW = Math.min(6.2, width / Math.max(1, p.plates.length) - 0.4);
  p.plates.forEach((plate, k) => {
    const px = x0 + k * (plateW + 0.4);
    flat.push(box(px + plateW / 2, z3, plateW, 1.5, plate.color));
    const carW = (plateW - 0.6) / 5;
    cars.push([]);
    for (let c = 0; c < 5; c++) {
      const x = px + 0.3 + (c + 0.5) * carW;
      cars[k]!.push({ x, z: z3 + 0.75, width: carW });
      flat.push(box(x, z3 + 0.1, carW * 0.9, 0.9, '#f4efe4'));
      const n = plate.cars[c] ?? 0;
      for (let j = 0; j < Math.min(3, n); j++) cards.push(box(x - 0.12 + j * 0.12, z3 + 0.1 - j * 0.08, carW * 0.55, 0.5, '#fff7d6'));
      explain.push({ term: 'Car', x, z: z3 + 0.1, r: Math.max(0.3, carW * 0.45) });
    }
  });
  // Room below the plates for the cards under the cars.
  return { flat, tall, cards, labels, cars, explain, depth: 8 };
}
