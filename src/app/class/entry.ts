/**
 * Whether the page opens as a student's phone in a class (issue 32): by a
 * class's link (`?class=CODE`, or `?class=` to type the code). Kept apart
 * from the class store so `@colyseus/sdk` loads only when a class opens.
 */
import { lazy } from 'react';
import { CLASS_PARAM } from '../../sim/class-protocol';
import type { ModeView } from '../mode-view';
import { lazyOverlay } from '../lazy-view';

export function classAtStart(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).has(CLASS_PARAM);
}

const Screen = lazyOverlay(() => import('./StudentScreen').then((m) => m.StudentScreen));
const Nothing = () => null;

/** The student's screen as a mode's view: no table drawn, the phone's screen over the whole page. */
export const studentView: ModeView = { Scene: lazy(() => Promise.resolve({ default: Nothing })), Panel: Nothing, Overlay: Screen };
