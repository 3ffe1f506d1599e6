/**
 * Helpers for the mode registry (mode-views.tsx): a mode's panel and overlay
 * load lazily, so its code stays out of the first load; while the panel
 * loads, a placeholder with the mode's name holds its place.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { MODE_LABELS, type Mode } from './mode';

export function LoadingPanel({ mode }: { mode: Mode }) {
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby={`tab-${mode}`} className="panel">
      <h1>{MODE_LABELS[mode]}</h1>
      <p role="status">Loading…</p>
    </section>
  );
}

/** A panel component that loads `load` lazily and shows LoadingPanel meanwhile. */
export function lazyPanel(mode: Mode, load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  return function Panel() {
    return (
      <Suspense fallback={<LoadingPanel mode={mode} />}>
        <Lazy />
      </Suspense>
    );
  };
}

/** An overlay component that loads `load` lazily and shows nothing meanwhile. */
export function lazyOverlay(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  return function Overlay() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}
