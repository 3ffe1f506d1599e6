/**
 * With `?debug`, the shell publishes `window.__chicane.play` for browser
 * tests: the game, who acts, how many choices the person to act has, whether
 * it is over, and the tokens with where the scene draws them on the canvas.
 * `playUntil` reaches a moment of a game (a pit stop, a DRS marker to use)
 * without clicking through it: every move still goes through the store's
 * `act` or `botStep`, so through the game's `apply`; people's seats are
 * played by the game's first bot kind.
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
  /**
   * Plays every seat until a person may choose an action of type `goal.action` (and, with `goal.flag`, that
   * field of the state is set; with `goal.phase`, the state is in that phase): true, or false after `limit`
   * moves or at the end.
   */
  playUntil(goal: PlayGoal, limit?: number): boolean;
}

export interface PlayGoal {
  readonly action?: string;
  readonly phase?: string;
  readonly flag?: string;
}

function reached(goal: PlayGoal): boolean {
  const { session, holder } = usePlayStore.getState();
  if (!session || isOver(session)) return false;
  const who = humanToAct(session, holder);
  if (who === null) return false;
  const state = session.state as Record<string, unknown>;
  if (goal.phase !== undefined && state.phase !== goal.phase) return false;
  if (goal.flag !== undefined && !state[goal.flag]) return false;
  return goal.action === undefined || session.game.legalActions(session.state, who).some((a) => a.type === goal.action);
}

type Chooser = { choose(state: unknown, seat: number, legal: readonly { readonly type: string }[]): { readonly type: string } };
const standIns = new WeakMap<object, Chooser>();

function playOn(goal: PlayGoal, limit: number): boolean {
  for (let n = 0; n < limit; n++) {
    if (reached(goal)) return true;
    const st = usePlayStore.getState();
    const session = st.session;
    if (!session || isOver(session)) return false;
    const who = humanToAct(session, st.holder);
    if (who === null) {
      if (!st.botStep()) return false;
      continue;
    }
    let bot = standIns.get(session.game);
    if (!bot) {
      const kind = 'heuristic' in session.game.bots ? 'heuristic' : Object.keys(session.game.bots)[0];
      if (!kind) return false;
      bot = session.game.bots[kind]!(session.seed) as Chooser;
      standIns.set(session.game, bot);
    }
    const legal = session.game.legalActions(session.state, who);
    if (legal.length === 0 || !st.act(who, bot.choose(session.state, who, legal))) return false;
  }
  return reached(goal);
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
    playUntil: (goal, limit = 2000) => playOn(goal, limit),
  };
  root.play = probe;
}
