/**
 * Bahn Frei's hourglass in the shell: when the rail operations begin, a real
 * 30-second glass turns (1 minute solo, as the rules say); when it runs out,
 * the app sends the rules' `time-up` action. It pauses while the tab is
 * hidden. It can be turned off (relaxed play: the group ends the phase with
 * the "time is up" button), and `?hourglass=N` sets N seconds instead (house
 * rules, and browser tests that do not wait 30 s).
 */
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { create } from 'zustand';
import { loadText, saveText } from '../storage';
import { createHourglass, type Hourglass, type HourglassView } from '../../games/hourglass';
import { usePlayStore } from './play-store';
import type { PlaySession } from './session';

export const HOURGLASS_KEY = 'chicane.bahn.hourglass';
const settingSchema = z.object({ on: z.boolean() }).strict();
const secondsSchema = z.coerce.number().int().min(1).max(600);

/** `?hourglass=N`: the glass runs N seconds (missing or bad: the rulebook's time). */
export function hourglassSecondsFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('hourglass');
  if (raw === null) return null;
  const r = secondsSchema.safeParse(raw);
  return r.success ? r.data : null;
}

function initialOn(): boolean {
  const t = loadText(HOURGLASS_KEY);
  if (!t.ok || t.value === null) return true;
  try {
    const r = settingSchema.safeParse(JSON.parse(t.value));
    return r.success ? r.data.on : true;
  } catch {
    return true;
  }
}

export const useHourglassSetting = create<{ on: boolean; setOn(on: boolean): void }>()((set) => ({
  on: typeof window === 'undefined' ? true : initialOn(),
  setOn(on) {
    saveText(HOURGLASS_KEY, JSON.stringify({ on }));
    set({ on });
  },
}));

interface TimedPhase {
  readonly key: string;
  readonly seconds: number;
  readonly seat: number;
}

/** The timed phase of a session now (the game's client says), and a seat that may send `time-up`. */
function timedPhase(session: PlaySession | null): TimedPhase | null {
  const t = session?.client?.timedPhase?.(session.state);
  if (!session || !t) return null;
  const seat = session.game.actors(session.state)[0];
  return seat === undefined ? null : { ...t, seat };
}

export interface HourglassShown extends HourglassView {
  readonly seconds: number;
}

/** Drives the glass for the live game; returns what to draw (null: no timed phase now, or the glass is off). */
export function useHourglass(): HourglassShown | null {
  const session = usePlayStore((s) => (s.watching ? null : s.session));
  const on = useHourglassSetting((s) => s.on);
  const phase = on ? timedPhase(session) : null;
  const glass = useRef<Hourglass | null>(null);
  const [view, setView] = useState<HourglassView | null>(null);
  const key = phase?.key ?? null;
  const seconds = phase ? (hourglassSecondsFromSearch(window.location.search) ?? phase.seconds) : 0;
  useEffect(() => {
    if (key === null) return;
    const h = createHourglass({
      onTick: () => setView(h.view()),
      onTimeUp: () => {
        const st = usePlayStore.getState();
        const now = timedPhase(st.session);
        if (now && now.key === key) st.act(now.seat, { type: 'time-up' });
      },
    });
    glass.current = h;
    h.start(seconds * 1000);
    const onVisibility = () => {
      if (document.hidden) h.pause();
      else h.resume();
      setView(h.view());
    };
    document.addEventListener('visibilitychange', onVisibility);
    if (document.hidden) onVisibility();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      h.stop();
      glass.current = null;
      setView(null);
    };
  }, [key, seconds]);
  return key !== null && view ? { ...view, seconds } : null;
}
