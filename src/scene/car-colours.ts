/**
 * The cars' colours, for up to 12 cars (Das Motorsportspiel seats up to 12;
 * Formuła 1 gives each of 2–3 players two cars). Each has a name for people
 * ("the orange car") and is chosen to stay apart from every other, and from
 * the green table and grey track it stands on (tests/unit/scene/car-colours).
 * The first four are the four cars of the Start Frei box.
 */
export interface CarColour {
  readonly name: string;
  readonly hex: string;
}

export const CAR_PALETTE: readonly CarColour[] = [
  { name: 'Red', hex: '#d62b2b' },
  { name: 'Yellow', hex: '#e8c21c' },
  { name: 'Blue', hex: '#2b6fd6' },
  { name: 'Green', hex: '#2fa84f' },
  { name: 'Orange', hex: '#f07a1a' },
  { name: 'Purple', hex: '#8e44c9' },
  { name: 'White', hex: '#f2f2f2' },
  { name: 'Black', hex: '#1f1f24' },
  { name: 'Pink', hex: '#ff6fb5' },
  { name: 'Cyan', hex: '#27c7d9' },
  { name: 'Brown', hex: '#8a5a2b' },
  { name: 'Lime', hex: '#b5e61d' },
];

/** Hex colours of the palette, by car index. */
export const CAR_COLORS: readonly string[] = CAR_PALETTE.map((c) => c.hex);

/** The colour of car `i` (the palette repeats past 12 cars). */
export function carColour(i: number): CarColour {
  return CAR_PALETTE[((i % CAR_PALETTE.length) + CAR_PALETTE.length) % CAR_PALETTE.length]!;
}
