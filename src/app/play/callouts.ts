/**
 * The callouts of a playback frame in the shell: the moments of the move just
 * shown, over the token of the car they are about. An event's car is the
 * index into the game's tokens (Start Frei's player, Formuła 1's and Das
 * Motorsportspiel's car index); a moment without a car has no callout.
 */
import type { Moment } from '../broadcast';
import type { Token } from '../../rules/core';

export interface TokenCallout {
  readonly text: string;
  /** An incident (a cost, a penalty) or a good moment. */
  readonly tone: 'good' | 'bad';
}

/** Callouts by token id for the frame `step` (the moments whose move it shows). */
export function frameCallouts(moments: readonly Moment[], step: number, tokens: readonly Token[]): Record<string, TokenCallout[]> {
  const out: Record<string, TokenCallout[]> = {};
  for (const m of moments) {
    if (m.step !== step) continue;
    const token = tokens[m.cars[0] ?? -1];
    if (!token) continue;
    (out[token.id] ??= []).push({ text: m.text, tone: m.incident ? 'bad' : 'good' });
  }
  return out;
}
