import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(change: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', change);
  return () => list.removeEventListener('change', change);
}

const current = () => (typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches);

/** Whether the person asked their system for less motion (then dice land at once and nothing tumbles). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
