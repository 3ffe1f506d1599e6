/**
 * With `?debug`, the shell publishes `window.__chicane.play` for browser
 * tests: the game, who acts, how many choices the person to act has, whether
 * it is over, and the tokens with where the scene draws them on the canvas.
 * Reading only: every move still goes through the store and the game's `apply`.
 */
import { actorsOf, humanToAct, isOver, tokensOf, type PlaySession } from './session';
import { shownSession, usePlayStore } from './play-store';
import { replayFrame, useReplayTab } from './replay-tab';
import { useAppStore } from '../store';

/** The game the table shows: the Replay tab's frame there, else the Race tab's game (or the replay watched there). */
function shownNow(): PlaySession | null {
  return useAppStore.getState().mode === 'replay' ? replayFrame(useReplayTab.getState()) : shownSession(usePlayStore.getState());
}

export interface TokenProbe {
  readonly id: string;
  readonly seat: number;
  readonly space: number;
  /** Where the token is drawn, in CSS pixels from the canvas' top left, and whether it is in view. */
  readonly screen: { readonly x: number; readonly y: number };
  readonly inside: boolean;
  /** The token has arrived on its space (its move is drawn to the end). */
  readonly settled: boolean;
}

export interface PlayProbe {
  readonly game: string | null;
  readonly actors: readonly number[];
  readonly legalCount: number;
  readonly over: boolean;
  readonly moves: number;
  readonly tokens: readonly TokenProbe[];
  /** The spaces the person to act may pick on the table (glowing), and where they are drawn on the canvas. */
  readonly targets: readonly { readonly space: number; readonly screen: { readonly x: number; readonly y: number }; readonly inside: boolean }[];
  /** The replay being watched: the frame shown (moves made) and the last frame; null while playing. */
  readonly replay: { readonly index: number; readonly last: number } | null;
}

/** Where the scene draws the tokens (written by the scene host every frame). */
export const drawnTokens: {
  list: readonly { id: string; x: number; y: number; inside: boolean; settled: boolean }[];
  targets: readonly { space: number; x: number; y: number; inside: boolean }[];
} = { list: [], targets: [] };

export function publishPlay(): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  const root = (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
  const probe: PlayProbe = {
    get game() {
      return shownNow()?.game.id ?? null;
    },
    get actors() {
      const s = shownNow();
      return s ? [...actorsOf(s)] : [];
    },
    get legalCount() {
      const { session, holder, watching } = usePlayStore.getState();
      if (!session || watching) return 0;
      const who = humanToAct(session, holder);
      return who === null ? 0 : session.game.legalActions(session.state, who).length;
    },
    get over() {
      const s = shownNow();
      return s ? isOver(s) : false;
    },
    get moves() {
      return shownNow()?.moves.length ?? 0;
    },
    get tokens() {
      const s = shownNow();
      if (!s) return [];
      const drawn = new Map(drawnTokens.list.map((d) => [d.id, d]));
      return tokensOf(s).map((t) => {
        const d = drawn.get(t.id);
        return { id: t.id, seat: t.seat, space: t.space, screen: { x: d?.x ?? -1, y: d?.y ?? -1 }, inside: d?.inside ?? false, settled: d?.settled ?? false };
      });
    },
    get targets() {
      return drawnTokens.targets.map((t) => ({ space: t.space, screen: { x: t.x, y: t.y }, inside: t.inside }));
    },
    get replay() {
      const w = useAppStore.getState().mode === 'replay' ? useReplayTab.getState().watching : usePlayStore.getState().watching;
      return w ? { index: w.index, last: w.frames.length - 1 } : null;
    },
  };
  root.play = probe;
}
