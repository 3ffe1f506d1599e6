import type { Seat, Token } from '../../rules/core';
import { carColour } from '../../scene/car-colours';

/** One colour per token (12 distinct, src/scene/car-colours.ts), in seat order, so a seat's tokens sit side by side in the palette. */
export function tokenColours(tokens: readonly Token[]): Record<string, string> {
  const order = tokens.map((t, i) => ({ t, i })).sort((a, b) => a.t.seat - b.t.seat || a.i - b.i);
  const out: Record<string, string> = {};
  order.forEach(({ t }, k) => (out[t.id] = carColour(k).hex));
  return out;
}

/** A seat's colour: its first token's, else the palette's by seat. */
export function seatColour(tokens: readonly Token[], colours: Readonly<Record<string, string>>, seat: Seat): string {
  const t = tokens.find((x) => x.seat === seat);
  return (t && colours[t.id]) ?? carColour(seat).hex;
}
