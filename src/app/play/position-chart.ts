/**
 * The lap chart of a game in the shell, for any racing game (one with a
 * `watch`: its running order): every car's place after a sample of the moves,
 * the final places at the end, and each seat's distance driven where the game
 * measures it (`watch.distances`: the gap chart). Pure; the UI draws it with the broadcast's
 * chart (src/ui/broadcast).
 */
import type { RaceSample } from '../broadcast';
import type { Playback } from './playback';

/** At most this many points per line: a line per move of a long race would be a blur. */
export const POSITION_SAMPLES = 60;

/** Frame indices from 0 to `frames - 1`, at most `most` of them, evenly spread, first and last always in. */
export function sampleIndices(frames: number, most: number = POSITION_SAMPLES): number[] {
  if (frames <= 0) return [];
  const n = Math.max(2, Math.min(frames, Math.floor(most)));
  if (frames === 1) return [0];
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = Math.round((k * (frames - 1)) / (n - 1));
    if (out[out.length - 1] !== i) out.push(i);
  }
  return out;
}

/** The samples of the position chart, or null when the game has no running order (not a race). */
export function positionSamples(playback: Playback, most: number = POSITION_SAMPLES): RaceSample[] | null {
  const first = playback.frames[0];
  const watch = first?.game.watch;
  if (!first || !watch) return null;
  const seats = first.seats.length;
  const last = playback.frames.length - 1;
  return sampleIndices(playback.frames.length, most).map((i) => {
    const frame = playback.frames[i]!;
    const result = i === last ? frame.game.result(frame.state) : null;
    const raw = result?.kind === 'ranking' ? result.order : watch.order(frame.state);
    // Every seat once, in running order; a seat the order leaves out goes last.
    const order = [...new Set(raw.filter((s) => s >= 0 && s < seats))];
    for (let s = 0; s < seats; s++) if (!order.includes(s)) order.push(s);
    // Each seat's distance driven, when the game measures it (the gap chart); else none (zeros: no gap chart).
    const measured = watch.distances?.(frame.state);
    const distances = Array.from({ length: seats }, (_, s) => measured?.[s] ?? 0);
    return { step: i, label: i === 0 ? 'Start' : i === last ? 'End' : `Move ${i}`, order, distances };
  });
}
