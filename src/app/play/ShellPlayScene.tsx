import { Suspense, useMemo, useState } from 'react';
import { PlayScene, type DrawnTarget, type DrawnToken, type ShellCameraMode } from '../../scene/play';
import { useQuality } from '../../scene/quality';
import { useReducedMotion } from '../../scene/table/useReducedMotion';
import type { Seat } from '../../rules/core';
import { actorsOf, tokensOf, type PlaySession } from './session';
import { tokenColours } from './colours';
import { sceneTokens, targetPicks } from './choices';

type Callouts = Readonly<Record<string, readonly { readonly text: string; readonly tone: 'good' | 'bad' }[]>>;

export interface ShellPlaySceneProps {
  /** The game shown (a live session, a replay's frame, a lesson's step). */
  readonly session: PlaySession;
  /** The seats whose moves may be picked on the table now. */
  readonly pickSeats: readonly Seat[];
  readonly onPlay: (seat: Seat, action: { readonly type: string }) => void;
  readonly callouts?: Callouts;
  readonly onDrawn?: ((list: readonly DrawnToken[], targets: readonly DrawnTarget[]) => void) | undefined;
  /** The camera chosen, and the tokens (by index) of the incident shown, for the director. Absent: the free table view. */
  readonly camera?: { readonly mode: ShellCameraMode; readonly follow: number; readonly incident: readonly number[] } | undefined;
}

/** Whether the move shown follows the one shown before (so its events animate once); a seek or a first look shows them at once. */
export function useFreshMove(key: number): boolean {
  const [seen, setSeen] = useState({ key, fresh: false });
  if (seen.key !== key) {
    const next = { key, fresh: key === seen.key + 1 };
    setSeen(next);
    return next.fresh;
  }
  return seen.fresh;
}

/**
 * The shell's table for a lane-graph game, for Race, Replay and Learn alike:
 * tokens → colours → scene tokens, the spaces the seats to act may pick, the
 * shell's scene, and the game's own objects on the table (its TableObjects
 * slot) with the events of the move shown.
 */
export function ShellPlayScene({ session, pickSeats, onPlay, callouts, onDrawn, camera }: ShellPlaySceneProps) {
  const tokens = useMemo(() => tokensOf(session), [session]);
  const colours = useMemo(() => tokenColours(tokens), [tokens]);
  const scene = useMemo(() => sceneTokens(tokens, colours), [tokens, colours]);
  const picks = useMemo(() => (pickSeats.length > 0 ? targetPicks(session, pickSeats) : new Map<number, { seat: number; action: { readonly type: string } }>()), [session, pickSeats]);
  const targets = useMemo(() => [...picks.keys()], [picks]);
  // The names that always show in full: the game's car on turn, else the cars of the seats to act.
  const focus = useMemo(() => {
    const own = session.client?.focusTokens?.(session.state);
    if (own) return own;
    const acting = actorsOf(session);
    return tokens.filter((t) => acting.includes(t.seat)).map((t) => t.id);
  }, [session, tokens]);
  // The director's cues: the incident's tokens, the first token of the seat to act.
  const cues = useMemo(() => {
    const acting = actorsOf(session);
    const actor = tokens.findIndex((t) => acting.includes(t.seat));
    return { incident: camera?.incident ?? [], actor: actor < 0 ? null : actor, leader: null };
  }, [session, tokens, camera?.incident]);
  const moveKey = session.moves.length;
  const fresh = useFreshMove(moveKey);
  const reducedMotion = useReducedMotion();
  const quality = useQuality().level;
  const graph = useMemo(() => {
    try {
      return session.client?.boardGraph?.(session.state) ?? session.prepared.graph;
    } catch {
      return session.prepared.graph;
    }
  }, [session]);
  if (!graph) return null;
  const Objects = session.client?.TableObjects;
  const Track = session.client?.TrackView;
  const objectProps = { board: session.prepared.board, state: session.state, tokens, colours, events: session.lastEvents ?? [], moveKey, fresh, reducedMotion, quality };
  return (
    <>
      <PlayScene
        graph={graph}
        layout={session.prepared.source.kind === 'layout' ? session.prepared.source.layout : undefined}
        tokens={scene}
        targets={targets}
        onPick={(space) => {
          const p = picks.get(space);
          if (p) onPlay(p.seat, p.action);
        }}
        labels
        focus={focus}
        callouts={callouts ?? {}}
        onDrawn={onDrawn}
        camera={camera ? { mode: camera.mode, follow: camera.follow, cues } : undefined}
        track={
          Track ? (
            <Suspense fallback={null}>
              <Track {...objectProps} />
            </Suspense>
          ) : undefined
        }
      />
      {Objects && (
        <Suspense fallback={null}>
          <Objects {...objectProps} />
        </Suspense>
      )}
    </>
  );
}
