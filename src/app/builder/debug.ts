import { useEffect } from 'react';
import { builderStore } from './instance';
import type { BuilderStore } from './store';

declare global {
  interface Window {
    __chicaneBuilder?: { state(): BuilderStore };
  }
}

/** With `?debug`, exposes the builder store to browser tests as `window.__chicaneBuilder`. */
export function useBuilderDebug(debug: boolean): void {
  useEffect(() => {
    if (!debug) return;
    window.__chicaneBuilder = { state: () => builderStore.getState() };
    return () => {
      delete window.__chicaneBuilder;
    };
  }, [debug]);
}
