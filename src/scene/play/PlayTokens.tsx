import { Suspense, useMemo, useRef, type ReactNode } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { Vector3, type Group } from 'three';
import type { LaneGraph } from '../../track';
import { useTintedCar } from '../useTintedCar';
import { toCanvas } from '../screen-point';
import { CAR_STYLE_OF, type CarStyle } from '../look/car-styles';
import { LookMaterial } from '../look/LookMaterial';

export interface SceneToken {
  readonly id: string;
  readonly space: number;
  readonly colour: string;
  readonly label: string;
}

/** Where a token is drawn on the canvas this frame, and whether it has arrived on its space. */
export interface DrawnToken {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly inside: boolean;
  readonly settled: boolean;
}

/** Where a target space is drawn on the canvas this frame. */
export interface DrawnTarget {
  readonly space: number;
  readonly x: number;
  readonly y: number;
  readonly inside: boolean;
}

interface Pose {
  x: number;
  z: number;
  heading: number;
  /** The space the token stands on or is driving to, and the spaces still to drive through. */
  space: number;
  route: number[];
  /** Table units a second on the current route. */
  speed: number;
  placed: boolean;
  /** Frames in a row at rest on its space (its name, drawn a frame behind, has caught up after one). */
  still: number;
  settled: boolean;
}

/** Turns `from` towards `to` the short way round. */
function towards(from: number, to: number, k: number): number {
  let d = (to - from) % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d < -Math.PI) d += Math.PI * 2;
  return from + d * k;
}

/** The spaces from `from` (excluded) to `to` along the graph's edges, shortest first; empty when `to` is not ahead within `limit` steps. */
export function routeTo(graph: LaneGraph, from: number, to: number, limit = 80): number[] {
  if (from === to) return [];
  const back = new Map<number, number>([[from, -1]]);
  let frontier = [from];
  for (let depth = 0; depth < limit && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const e of graph.out[s] ?? []) {
        if (back.has(e.to)) continue;
        back.set(e.to, s);
        if (e.to === to) {
          const path = [to];
          for (let at = s; at !== from; at = back.get(at)!) path.push(at);
          return path.reverse();
        }
        next.push(e.to);
      }
    }
    frontier = next;
  }
  return [];
}

/** How long a move takes to watch, in seconds, however long it is (between a slowest and a fastest speed). */
const MOVE_SECONDS = 0.7;

function CarBody({ colour, style }: { colour: string; style: CarStyle }) {
  const { scene } = useTintedCar(colour, style);
  return <primitive object={scene} />;
}

function Block({ colour }: { colour: string }) {
  return (
    <mesh position={[0, 0.08, 0]} castShadow>
      <boxGeometry args={[0.25, 0.16, 0.45]} />
      <LookMaterial color={colour} />
    </mesh>
  );
}

function Token({ graph, token, pose, label }: { graph: LaneGraph; token: SceneToken; pose: Pose; label: ReactNode }) {
  const group = useRef<Group>(null);
  useFrame((_, dt) => {
    const g = group.current;
    const target = graph.spaces[token.space];
    if (!g || !target) return;
    if (!pose.placed) {
      Object.assign(pose, { x: target.x, z: target.z, heading: target.heading, space: token.space, route: [], speed: 0, placed: true, still: 0 });
    }
    if (pose.space !== token.space) {
      // A new space: drive there along the track; a jump the track does not lead to glides straight.
      const path = routeTo(graph, pose.space, token.space);
      pose.route = [...pose.route, ...(path.length > 0 ? path : [token.space])];
      pose.space = token.space;
      let length = 0;
      let [px, pz] = [pose.x, pose.z];
      for (const id of pose.route) {
        const s = graph.spaces[id]!;
        length += Math.hypot(s.x - px, s.z - pz);
        [px, pz] = [s.x, s.z];
      }
      pose.speed = Math.max(1.5, length / MOVE_SECONDS);
    }
    const step = Math.min(dt, 0.1) * pose.speed;
    let left = step;
    while (left > 0 && pose.route.length > 0) {
      const s = graph.spaces[pose.route[0]!]!;
      const d = Math.hypot(s.x - pose.x, s.z - pose.z);
      if (d <= left) {
        pose.x = s.x;
        pose.z = s.z;
        left -= d;
        pose.route.shift();
      } else {
        pose.x += ((s.x - pose.x) / d) * left;
        pose.z += ((s.z - pose.z) / d) * left;
        pose.heading = towards(pose.heading, Math.atan2(-(s.z - pose.z), s.x - pose.x), 0.35);
        left = 0;
      }
    }
    if (pose.route.length === 0) pose.heading = towards(pose.heading, target.heading, Math.min(1, dt * 10));
    const resting = pose.route.length === 0 && Math.abs(towards(pose.heading, target.heading, 1) - pose.heading) < 1e-3;
    pose.still = resting ? pose.still + 1 : 0;
    pose.settled = pose.still >= 2;
    g.position.set(pose.x, 0.02, pose.z);
    // The model's nose points to +z; heading 0 is +x.
    g.rotation.set(0, pose.heading + Math.PI / 2, 0);
  });
  return (
    <group ref={group}>
      <Suspense fallback={<Block colour={token.colour} />}>
        <CarBody colour={token.colour} style={CAR_STYLE_OF[graph.game]} />
      </Suspense>
      {label}
    </group>
  );
}

const v = new Vector3();

/** The tokens on their spaces, each in its colour, gliding when they change space; `onDrawn` hears where they are drawn. */
export function PlayTokens({
  graph,
  tokens,
  labels,
  targets = [],
  onDrawn,
  callouts = {},
}: {
  graph: LaneGraph;
  tokens: readonly SceneToken[];
  labels: boolean;
  /** Spaces whose canvas position `onDrawn` reports too (the glowing targets). */
  targets?: readonly number[];
  onDrawn?: ((list: readonly DrawnToken[], targets: readonly DrawnTarget[]) => void) | undefined;
  /** Sentences over tokens (by token id): the broadcast's callouts of the move shown. */
  callouts?: Readonly<Record<string, readonly { readonly text: string; readonly tone: 'good' | 'bad' }[]>>;
}) {
  const poses = useMemo(() => new Map<string, Pose>(), []);
  const pose = (id: string) => {
    let p = poses.get(id);
    if (!p) poses.set(id, (p = { x: 0, z: 0, heading: 0, space: -1, route: [], speed: 0, placed: false, still: 0, settled: false }));
    return p;
  };
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => {
    if (!onDrawn) return;
    onDrawn(
      tokens.map((t) => {
        const p = pose(t.id);
        const at = toCanvas(v.set(p.x, 0.1, p.z), camera, size.width, size.height);
        return { id: t.id, x: at.x, y: at.y, inside: at.inside, settled: p.placed && p.settled };
      }),
      targets.flatMap((space) => {
        const s = graph.spaces[space];
        if (!s) return [];
        const at = toCanvas(v.set(s.x, 0.04, s.z), camera, size.width, size.height);
        return [{ space, x: at.x, y: at.y, inside: at.inside }];
      }),
    );
  });
  return (
    <group>
      {tokens.map((t) => (
        <Token
          key={t.id}
          graph={graph}
          token={t}
          pose={pose(t.id)}
          label={
            <>
              {labels && (
                <Html position={[0, 0.45, 0]} center zIndexRange={[4, 0]} style={{ pointerEvents: 'none' }}>
                  <span className="token-label" style={{ borderColor: t.colour }}>
                    {t.label}
                  </span>
                </Html>
              )}
              {(callouts[t.id] ?? []).map((c, k) => (
                <Html key={`${k}:${c.text}`} position={[0, 0.95 + k * 0.45, 0]} center zIndexRange={[5, 0]} style={{ pointerEvents: 'none' }}>
                  <div className={`table-callout ${c.tone}`} role="status">
                    {c.text}
                  </div>
                </Html>
              ))}
            </>
          }
        />
      ))}
    </group>
  );
}
