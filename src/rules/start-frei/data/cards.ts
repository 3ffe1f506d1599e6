/**
 * The 66 playing cards of Start Frei.
 *
 * start-frei: "Structure of the cards: order number (top left), price (top
 * right), race instruction, special function." The text prints no card list;
 * this deck is our design. assumption: see docs/assumptions.md#start-frei-cards
 *
 * - 24 starter cards: 4 identical sets of 6 (one per seat), order numbers
 *   interleaved so no seat always acts first.
 * - 28 market cards, always in the draw pile.
 * - 14 A-cards: the track says how many come into play (8/10/12/14); they
 *   are drawn at random (seeded) at the set-up.
 */

export type Instruction = 'roll' | 'shift';
export type Placement = 'first' | 'mid' | 'last';

/** start-frei: "Special Functions". */
export type Special =
  | { readonly kind: 'coins'; readonly amount: number }
  | { readonly kind: 'free-adjust' }
  | { readonly kind: 'paid-adjust'; readonly times: number }
  | { readonly kind: 'position-paid' }
  | { readonly kind: 'ignore-chicane'; readonly times: number };

export type CardSet = 'starter' | 'market' | 'A';

export interface CardDef {
  /** The order number, 1–66, unique: it is the card's id. */
  readonly id: number;
  readonly price: number;
  /** Race instructions left to right, or by placement at the start of the turn. */
  readonly instructions: readonly Instruction[] | Readonly<Record<Placement, readonly Instruction[]>>;
  readonly special: Special | null;
  readonly set: CardSet;
  /** Starter cards: the seat (0–3) whose starting hand holds the card. */
  readonly seat?: number;
}

const INSTR: Record<string, Instruction> = { R: 'roll', S: 'shift' };
const seq = (code: string): Instruction[] => [...code].map((c) => INSTR[c]!);

function special(code: string): Special | null {
  if (code === '') return null;
  if (code === 'f') return { kind: 'free-adjust' };
  if (code === 'pp') return { kind: 'position-paid' };
  const n = Number(code.slice(1));
  if (code[0] === 'c') return { kind: 'coins', amount: n };
  if (code[0] === 'p') return { kind: 'paid-adjust', times: n };
  return { kind: 'ignore-chicane', times: n };
}

function instructions(code: string): CardDef['instructions'] {
  const parts = code.split('|');
  if (parts.length === 1) return seq(code);
  return { first: seq(parts[0]!), mid: seq(parts[1]!), last: seq(parts[2]!) };
}

// Special codes: cN coins, f free ±1, pN paid ±1 N times, pp position-paid, iN ignore chicanes.
// Instruction codes: R roll, S shift; "a|b|c" = first|midfield|last.
const STARTER_ROWS: readonly (readonly [string, string, number])[] = [
  ['R', '', 2],
  ['SR', 'f', 4],
  ['RS', '', 3],
  ['RR', 'c1', 5],
  ['SR', '', 3],
  ['RSR', '', 5],
];

const MARKET_ROWS: readonly (readonly [number, number, string, string, CardSet])[] = [
  [1, 4, 'R', 'c2', 'market'],
  [2, 3, 'R', 'f', 'A'],
  [3, 4, 'SR', 'i1', 'market'],
  [8, 4, 'RR', '', 'market'],
  [9, 5, 'R', 'c3', 'A'],
  [10, 5, 'SR', 'p2', 'market'],
  [11, 5, 'R|SR|SRR', '', 'market'],
  [12, 4, 'RS', 'f', 'A'],
  [13, 5, 'RR', 'c1', 'market'],
  [14, 5, 'SRR', '', 'A'],
  [19, 6, 'RSR', 'f', 'market'],
  [20, 4, 'R', 'i2', 'A'],
  [21, 5, 'SR', 'c2', 'market'],
  [22, 5, 'RR', 'p1', 'A'],
  [23, 5, 'R|RS|RSR', '', 'market'],
  [24, 4, 'SRS', '', 'market'],
  [25, 6, 'RR', 'pp', 'A'],
  [30, 7, 'SR', 'c4', 'market'],
  [31, 7, 'RSR', 'p2', 'A'],
  [32, 5, 'RR', 'i1', 'market'],
  [33, 7, 'SRR', 'f', 'market'],
  [34, 4, 'R', 'pp', 'A'],
  [35, 6, 'RS', 'c3', 'market'],
  [36, 6, 'R|SR|RSR', 'f', 'A'],
  [41, 5, 'RRS', '', 'market'],
  [42, 6, 'SR', 'p3', 'market'],
  [43, 7, 'RSR', 'i2', 'A'],
  [44, 6, 'RR', 'c2', 'market'],
  [45, 5, 'SRS', 'f', 'market'],
  [46, 7, 'RSRR', '', 'A'],
  [47, 5, 'R', 'p3', 'market'],
  [52, 6, 'SRR', 'c1', 'market'],
  [53, 6, 'R|RS|SRR', '', 'market'],
  [54, 6, 'RR', 'pp', 'market'],
  [55, 4, 'SR', 'i1', 'market'],
  [56, 7, 'RRS', 'f', 'market'],
  [57, 7, 'RSR', 'c2', 'market'],
  [58, 7, 'SRR', 'p2', 'market'],
  [63, 8, 'RRR', '', 'A'],
  [64, 8, 'SRSR', 'i1', 'market'],
  [65, 9, 'RSRR', 'c1', 'A'],
  [66, 7, 'RR', 'f', 'market'],
];

function buildDeck(): CardDef[] {
  const cards: CardDef[] = [];
  STARTER_ROWS.forEach(([instr, sp, price], row) => {
    for (let seat = 0; seat < 4; seat++) {
      // Interleave: row r holds order numbers 11r+4 … 11r+7, alternating which seat is lowest.
      const id = 11 * row + 4 + (row % 2 === 0 ? seat : 3 - seat);
      cards.push({ id, price, instructions: seq(instr), special: special(sp), set: 'starter', seat });
    }
  });
  for (const [id, price, instr, sp, set] of MARKET_ROWS) {
    cards.push({ id, price, instructions: instructions(instr), special: special(sp), set });
  }
  return cards.sort((a, b) => a.id - b.id);
}

/** All 66 cards, indexed by order number (index 0 is unused). */
export const CARDS: readonly CardDef[] = buildDeck();
const BY_ID: readonly (CardDef | undefined)[] = (() => {
  const table: (CardDef | undefined)[] = new Array(67).fill(undefined);
  for (const c of CARDS) table[c.id] = c;
  return table;
})();

export function card(id: number): CardDef {
  const c = BY_ID[id];
  if (!c) throw new Error(`no Start Frei card with order number ${id}`);
  return c;
}

export function isCardId(id: number): boolean {
  return Number.isInteger(id) && BY_ID[id] !== undefined;
}

/** The instructions a card gives for a placement at the start of the turn. */
export function instructionsFor(c: CardDef, placement: Placement): readonly Instruction[] {
  return Array.isArray(c.instructions) ? (c.instructions as readonly Instruction[]) : (c.instructions as Record<Placement, readonly Instruction[]>)[placement];
}

/** The starting hand of a seat (0–3). */
export function starterHand(seat: number): number[] {
  return (STARTER_HANDS[seat] ?? []).slice();
}

/** The cards of the draw pile before shuffling: all market cards (the B-cards) and the A-cards drawn for the track. */
export function drawPileCards(aCards: readonly number[]): number[] {
  return MARKET_IDS.concat(aCards);
}

// Looked up once: every race set-up asks for them (callers get copies).
const STARTER_HANDS: readonly (readonly number[])[] = [0, 1, 2, 3].map((seat) => CARDS.filter((c) => c.set === 'starter' && c.seat === seat).map((c) => c.id));
const MARKET_IDS: readonly number[] = CARDS.filter((c) => c.set === 'market').map((c) => c.id);
/** The order numbers of the 14 A-cards (the track's count of them is drawn at random at the set-up). */
export const A_CARD_IDS: readonly number[] = CARDS.filter((c) => c.set === 'A').map((c) => c.id);

/** start-frei: "Track Layouts" — the A-card counts printed with the tracks. */
export const A_CARD_COUNTS: readonly number[] = [8, 10, 12, 14];
