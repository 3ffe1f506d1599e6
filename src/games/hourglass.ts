/**
 * A real-time countdown for phases played against the clock (Bahn Frei's
 * 30-second hourglass, Das Motorsportspiel's move timer). Real time lives here, in
 * the client layer (the shells and the games' client parts), never in the rules:
 * when it runs out, the caller sends the game's `time-up` action. It can be
 * paused (the tab is hidden) and resumed with the time that was left.
 */
export interface HourglassOptions {
  /** Called about every `tickMs` with the milliseconds left while it runs. */
  readonly onTick?: (remainingMs: number) => void;
  /** Called once when the time is up. */
  readonly onTimeUp: () => void;
  readonly tickMs?: number;
  readonly now?: () => number;
}

export interface HourglassView {
  readonly remainingMs: number;
  readonly totalMs: number;
  readonly running: boolean;
  readonly paused: boolean;
  readonly over: boolean;
}

export interface Hourglass {
  /** Turns the glass: `ms` from now (a running glass starts again). */
  start(ms: number): void;
  pause(): void;
  resume(): void;
  /** Stops without calling `onTimeUp`. */
  stop(): void;
  view(): HourglassView;
}

export function createHourglass(options: HourglassOptions): Hourglass {
  const now = options.now ?? (() => Date.now());
  const tickMs = options.tickMs ?? 100;
  let totalMs = 0;
  let remaining = 0;
  let endsAt: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let over = false;

  const clear = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const left = () => (endsAt === null ? remaining : Math.max(0, endsAt - now()));
  const tick = () => {
    const ms = left();
    if (ms <= 0) {
      clear();
      endsAt = null;
      remaining = 0;
      over = true;
      options.onTick?.(0);
      options.onTimeUp();
      return;
    }
    options.onTick?.(ms);
  };
  const run = () => {
    clear();
    endsAt = now() + remaining;
    timer = setInterval(tick, tickMs);
  };

  return {
    start(ms) {
      totalMs = Math.max(0, ms);
      remaining = totalMs;
      over = false;
      run();
      options.onTick?.(remaining);
    },
    pause() {
      if (endsAt === null || over) return;
      remaining = left();
      endsAt = null;
      clear();
    },
    resume() {
      if (endsAt !== null || over || totalMs === 0) return;
      run();
    },
    stop() {
      clear();
      endsAt = null;
      remaining = 0;
      totalMs = 0;
    },
    view() {
      return { remainingMs: left(), totalMs, running: endsAt !== null, paused: endsAt === null && !over && totalMs > 0, over };
    },
  };
}
