/**
 * With `?debug`, the teaching view publishes `window.__chicane.teach` for
 * browser tests: the game, the step shown, the moves, who acts and how many
 * actions they have. Reading only: every move goes through the store.
 */
import { lastStep, shownFrame } from './position';
import { useTeachStore } from './store';

export interface TeachProbe {
  readonly game: string | null;
  readonly step: number;
  readonly moves: number;
  readonly actors: readonly number[];
  readonly legalCount: number;
}

export function publishTeach(): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  const root = (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
  const frame = () => {
    const p = useTeachStore.getState().position;
    return p ? shownFrame(p) : null;
  };
  const probe: TeachProbe = {
    get game() {
      return frame()?.game.id ?? null;
    },
    get step() {
      return useTeachStore.getState().position?.step ?? 0;
    },
    get moves() {
      const p = useTeachStore.getState().position;
      return p ? lastStep(p) : 0;
    },
    get actors() {
      const f = frame();
      return f ? [...f.game.actors(f.state)] : [];
    },
    get legalCount() {
      const f = frame();
      return f ? f.game.actors(f.state).reduce((n, s) => n + f.game.legalActions(f.state, s).length, 0) : 0;
    },
  };
  root.teach = probe;
}
