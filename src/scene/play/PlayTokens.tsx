import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
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
import type { TokenPose } from './CameraRig';
import { declutter, shortLabel, type LabelFit, type LabelSpot } from './label-declutter';
import { ExplainSpots } from '../table/Explain';
import { carExplained } from '../table/explain';

export { routeTo } from './token-drive';

export interface SceneToken {
  readonly id: string;
  readonly space: number;
  readonly colour: string;
  readonly label: string;
  /** The core put it beside the track at its space (off the track): it slides there into the gravel. */
  readonly aside?: boolean;
  /** Its place in the queue beside that space (0 the first): each stands beside the one before it. */
  readonly asideRank?: number;
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
/** A label's padding and border around its words (CSS pixels, both sides together). */
const LABEL_FRAME = 12;
/** How near the pointer must be to a car (CSS pixels) for its label to show in full. */
const HOVER_PX = 28;

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
  focus = [],
  poses,
}: {
  graph: LaneGraph;
  tokens: readonly SceneToken[];
  labels: boolean;
  /** Spaces whose canvas position `onDrawn` reports too (the glowing targets). */
  targets?: readonly number[];
  onDrawn?: ((list: readonly DrawnToken[], targets: readonly DrawnTarget[]) => void) | undefined;
  /** Sentences over tokens (by token id): the broadcast's callouts of the move shown. */
  callouts?: Callouts;
  /** Tokens whose names always show in full (the car on turn); the other names give way where they would overlap. */
  focus?: readonly string[];
  /** Where each token is on the table this frame (for the camera rig), in the tokens' order. */
  poses?: { current: TokenPose[] } | undefined;
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
  const canvas = useThree((s) => s.gl.domElement);
  // The names over the cars: their elements, how each fits now, their measured sizes, and where the pointer is.
  const labelEls = useRef<(HTMLSpanElement | null)[]>([]);
  const fitsNow = useRef<LabelFit[]>([]);
  const measured = useRef(new Map<string, { w: number; h: number }>());
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const move = (e: PointerEvent) => {
      const r = canvas.getBoundingClientRect();
      pointer.current = { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const leave = () => (pointer.current = null);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerleave', leave);
    return () => {
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerleave', leave);
    };
  }, [canvas]);
  // Font sizes change with the window (phone sizes): measure again then.
  useEffect(() => measured.current.clear(), [size.width, size.height]);
  const sizeOf = (el: HTMLElement | null, key: string, height: number) => {
    if (!el) return null;
    const known = measured.current.get(key);
    if (known) return known;
    const w = el.offsetWidth;
    if (w === 0) return null;
    const got = { w: w + LABEL_FRAME, h: height };
    measured.current.set(key, got);
    return got;
  };

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

  /** Thins out the names that would cover each other (see label-declutter.ts), writing only the changes to the page. */
  const placeLabels = () => {
    const hoverAt = pointer.current;
    let hover: string | null = null;
    let best = HOVER_PX;
    const spots: LabelSpot[] = tokens.map((t) => {
      const d = of(t.id).drive;
      const car = toCanvas(v.set(d.x, 0.1, d.z), camera, size.width, size.height);
      if (hoverAt && car.inside) {
        const dist = Math.hypot(car.x - hoverAt.x, car.y - hoverAt.y);
        if (dist < best) {
          best = dist;
          hover = t.id;
        }
      }
      const at = toCanvas(v.set(d.x, 0.47, d.z), camera, size.width, size.height);
      return { x: at.x, y: at.y, full: { w: 0, h: 0 }, short: null, first: focus.includes(t.id), hidden: !at.inside };
    });
    const withSizes = spots.map((sp, i) => {
      const el = labelEls.current[i];
      const t = tokens[i]!;
      const h = el?.offsetHeight ?? 0;
      const full = sizeOf(el?.querySelector<HTMLElement>('.token-full') ?? null, `f:${t.label}`, h);
      const short = sizeOf(el?.querySelector<HTMLElement>('.token-short') ?? null, `s:${t.label}`, h);
      return { ...sp, full: full ?? { w: 0, h: 0 }, short, first: sp.first || t.id === hover, hidden: sp.hidden || !full };
    });
    const fits = declutter(withSizes);
    fits.forEach((fit, i) => {
      if (fitsNow.current[i] === fit) return;
      fitsNow.current[i] = fit;
      labelEls.current[i]?.setAttribute('data-fit', fit);
    });
  };

  useFrame((_, dt) => {
    tokens.forEach((t, i) => {
      const { drive, motion } = of(t.id);
      retarget(drive, graph, t.space, t.aside === true, laneWidth, t.asideRank ?? 0);
      stepDrive(drive, graph, dt, laneWidth);
      stepMotion(motion, drive.x, drive.z, drive.heading, dt, WHEEL_RADIUS);
      const g = groups.current[i];
      if (g && drive.placed) g.position.set(drive.x, 0.02, drive.z);
    });
    if (poses) {
      poses.current = tokens.map((t) => {
        const d = of(t.id).drive;
        return { x: d.x, z: d.z, heading: d.heading, settled: settled(d) };
      });
    }
    if (labels) placeLabels();
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
          {/* A tap on the car names its driver and its colour. */}
          <ExplainSpots spots={[{ x: 0, y: 0.15, z: 0, r: 0.3, what: carExplained(t.label, t.colour) }]} />
          {labels && (
            <Html position={[0, 0.45, 0]} center zIndexRange={[4, 0]} style={{ pointerEvents: 'none' }}>
              <span
                className="token-label"
                data-token={t.id}
                ref={(el) => {
                  labelEls.current[i] = el;
                  // A new element starts in full (React renders it so); the next frame fits it again.
                  if (el && !el.hasAttribute('data-fit')) fitsNow.current[i] = 'full';
                }}
                style={{ borderColor: t.colour }}
              >
                <span className="token-full">{t.label}</span>
                {shortLabel(t.label) && <span className="token-short">{shortLabel(t.label)}</span>}
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
