import { Suspense, useCallback, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { Vector3, type Group } from 'three';
import { catalogFor, type LaneGraph } from '../../track';
import { toCanvas } from '../screen-point';
import { CAR_STYLE_OF } from '../look/car-styles';
import { Fleet, type FleetPose } from '../look/Fleet';
import { luminance, type Livery } from '../look/liveries';
import { newMotion, stepMotion, type Motion } from '../look/car-motion';
import { newDrive, retarget, settled, stepDrive, type Drive } from './token-drive';

export { routeTo } from './token-drive';

export interface SceneToken {
  readonly id: string;
  readonly space: number;
  readonly colour: string;
  readonly label: string;
  /** The core put it beside the track at its space (off the track): it slides there into the gravel. */
  readonly aside?: boolean;
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

type Callouts = Readonly<Record<string, readonly { readonly text: string; readonly tone: 'good' | 'bad' }[]>>;

/** The wheels' radius (table units), for how fast they turn. */
const WHEEL_RADIUS = 0.08;
const LIGHT_TRIM = '#f4f4f0';
const DARK_TRIM = '#1c1d22';

/** A token's livery: its seat's colour, a trim that stands out, and its start number (a "#7" in its label, else its place in the list). */
export function tokenLivery(token: SceneToken, i: number): Livery {
  const n = /#(\d+)/.exec(token.label);
  const number = n ? Number(n[1]) : (i % 12) + 1;
  return { paint: token.colour, trim: luminance(token.colour) > 0.35 ? DARK_TRIM : LIGHT_TRIM, number };
}

interface Driven {
  readonly drive: Drive;
  readonly motion: Motion;
}

const v = new Vector3();

/**
 * The tokens as one field of the game's cars (look/Fleet: a few instanced
 * meshes however many), each driving to the space the core put it on (see
 * token-drive.ts) with its wheels turning and a lean in the bends; names and
 * callouts float over them. `onDrawn` hears where they are drawn.
 */
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
  callouts?: Callouts;
}) {
  const laneWidth = catalogFor(graph.game).laneWidth;
  const driven = useMemo(() => new Map<string, Driven>(), []);
  const of = useCallback(
    (id: string) => {
      let d = driven.get(id);
      if (!d) driven.set(id, (d = { drive: newDrive(), motion: newMotion() }));
      return d;
    },
    [driven],
  );
  // The livery list changes only when the cars or their colours do, so the field is not rebuilt every move.
  const paintKey = tokens.map((t) => `${t.id}:${t.colour}:${t.label}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: the tokens array is new every move, the paint only when `paintKey` changes
  const liveries = useMemo(() => tokens.map(tokenLivery), [paintKey]);
  const groups = useRef<(Group | null)[]>([]);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);

  // The Fleet draws what the frame loop below stepped (a frame behind: the Fleet's loop runs first).
  const pose = useCallback(
    (i: number, out: FleetPose) => {
      const t = tokens[i];
      if (!t) return;
      const { drive, motion } = of(t.id);
      out.x = drive.x;
      out.z = drive.z;
      out.heading = drive.heading;
      out.pitch = drive.pitch;
      out.yaw = drive.yaw;
      out.roll = motion.roll;
      out.wheel = motion.wheel;
      out.wing = 0;
    },
    [tokens, of],
  );

  useFrame((_, dt) => {
    tokens.forEach((t, i) => {
      const { drive, motion } = of(t.id);
      retarget(drive, graph, t.space, t.aside === true, laneWidth);
      stepDrive(drive, graph, dt, laneWidth);
      stepMotion(motion, drive.x, drive.z, drive.heading, dt, WHEEL_RADIUS);
      const g = groups.current[i];
      if (g && drive.placed) g.position.set(drive.x, 0.02, drive.z);
    });
    if (!onDrawn) return;
    onDrawn(
      tokens.map((t) => {
        const d = of(t.id).drive;
        const at = toCanvas(v.set(d.x, 0.1, d.z), camera, size.width, size.height);
        return { id: t.id, x: at.x, y: at.y, inside: at.inside, settled: settled(d) };
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
      <Suspense fallback={null}>
        <Fleet style={CAR_STYLE_OF[graph.game]} liveries={liveries} pose={pose} moving />
      </Suspense>
      {tokens.map((t, i) => (
        <group
          key={t.id}
          ref={(g) => {
            groups.current[i] = g;
          }}
        >
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
        </group>
      ))}
    </group>
  );
}
