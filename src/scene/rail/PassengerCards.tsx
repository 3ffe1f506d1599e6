/**
 * Every passenger card on the table as one instanced mesh of flat cards with
 * their faces from one atlas texture (a few draw calls however many cards).
 * A hover or a tap on a card says it in words beside it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { InstancedBufferAttribute, InstancedMesh, Matrix4, Object3D, PlaneGeometry, Vector3, type MeshBasicMaterial } from 'three';
import { ATLAS_COLS, ATLAS_ROWS, CardAtlas, cellUv, type FaceLook } from './card-atlas';
import { toCanvas } from '../screen-point';

export interface PlacedCard extends FaceLook {
  readonly id: string;
  /** The card in words (shown on hover or tap). */
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly width: number;
  readonly depth: number;
  /** Stood up on its lower edge (at height `y`, at `z`) facing the camera, rather than lying flat at its middle (x, y, z). */
  readonly stand?: boolean;
}

/** Where a card is drawn (the middle of its top row, which the fan leaves in view), for the browser tests' probe. */
export interface DrawnCard {
  readonly id: string;
  readonly destination: string;
  readonly rounds: number;
  readonly special: boolean;
  readonly x: number;
  readonly y: number;
  readonly inside: boolean;
}

const dummy = new Object3D();
const v = new Vector3();
const look = new Vector3();
const lift = new Matrix4();
const pivot = new Matrix4();
const size = new Matrix4();

/** The matrix of a card: flat, or stood up by `tilt` radians about its lower edge. */
function cardMatrix(c: PlacedCard, tilt: number, out: Matrix4): Matrix4 {
  if (!c.stand) {
    dummy.position.set(c.x, c.y, c.z);
    dummy.rotation.set(0, 0, 0);
    dummy.scale.set(c.width, 1, c.depth);
    dummy.updateMatrix();
    return out.copy(dummy.matrix);
  }
  return out.makeTranslation(c.x, c.y, c.z).multiply(lift.makeRotationX(tilt)).multiply(pivot.makeTranslation(0, 0, -c.depth / 2)).multiply(size.makeScale(c.width, 1, c.depth));
}

/** Where a card's top row is (the point a hover finds it by). */
function topRow(c: PlacedCard, tilt: number, out: Vector3): Vector3 {
  if (!c.stand) return out.set(c.x, c.y, c.z - c.depth * 0.25);
  const r = c.depth * 0.75;
  return out.set(c.x, c.y + Math.sin(tilt) * r, c.z - Math.cos(tilt) * r);
}

function capacityFor(n: number): number {
  let c = 16;
  while (c < n) c *= 2;
  return c;
}

export function PassengerCards({ cards, onDrawn }: { cards: readonly PlacedCard[]; onDrawn?: ((cards: readonly DrawnCard[]) => void) | undefined }) {
  const atlas = useMemo(() => new CardAtlas(), []);
  useEffect(() => () => atlas.dispose(), [atlas]);
  const capacity = capacityFor(cards.length);
  const geometry = useMemo(() => {
    const g = new PlaneGeometry(1, 1);
    g.rotateX(-Math.PI / 2);
    g.setAttribute('cell', new InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
    return g;
  }, [capacity]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const ref = useRef<InstancedMesh>(null);
  const [tip, setTip] = useState<string | null>(null);
  /** The standing cards face the camera: they lean back as far as the camera looks down. */
  const tilt = useRef(Math.PI / 2);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const cells = atlas.update(cards);
    const attr = geometry.getAttribute('cell') as InstancedBufferAttribute;
    cards.forEach((c, i) => {
      mesh.setMatrixAt(i, cardMatrix(c, tilt.current, dummy.matrix));
      const [u, w] = cellUv(cells[i]!);
      attr.setXY(i, u, w);
    });
    attr.needsUpdate = true;
    mesh.count = cards.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [cards, atlas, geometry]);
  const camera = useThree((s) => s.camera);
  const view = useThree((s) => s.size);
  useFrame(() => {
    const mesh = ref.current;
    camera.getWorldDirection(look);
    const t = Math.PI / 2 - Math.asin(Math.min(1, Math.max(-1, -look.y)));
    if (mesh && Math.abs(t - tilt.current) > 1e-3) {
      tilt.current = t;
      cards.forEach((c, i) => {
        if (c.stand) mesh.setMatrixAt(i, cardMatrix(c, t, dummy.matrix));
      });
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    }
    if (!onDrawn) return;
    onDrawn(
      cards.map((c) => {
        topRow(c, tilt.current, v);
        const p = toCanvas(v, camera, view.width, view.height);
        return { id: c.id, destination: c.destination, rounds: c.rounds, special: c.special, x: p.x, y: p.y, inside: p.inside };
      }),
    );
  });
  const shown = tip === null ? undefined : cards.find((c) => c.id === tip);
  const pick = (e: ThreeEvent<PointerEvent | MouseEvent>) => {
    e.stopPropagation();
    const c = e.instanceId === undefined ? undefined : cards[e.instanceId];
    setTip(c ? c.id : null);
  };
  return (
    <>
      <instancedMesh ref={ref} args={[geometry, undefined, capacity]} onPointerMove={pick} onClick={pick} onPointerOut={() => setTip(null)}>
        <meshBasicMaterial map={atlas.texture} transparent alphaTest={0.2} toneMapped={false} onBeforeCompile={cellShader} />
      </instancedMesh>
      {shown && (
        <Html position={topRow(shown, tilt.current, new Vector3()).toArray()} zIndexRange={[20, 10]} style={{ pointerEvents: 'none', transform: 'translate(-50%, -110%)' }}>
          <div role="tooltip" className="rail-card-tip" style={{ width: 'max-content', maxWidth: 240, background: '#fffdf3', color: '#1c1d22', border: '1px solid #5b5140', borderRadius: 6, padding: '4px 8px', font: '13px/1.35 system-ui, sans-serif', boxShadow: '0 2px 6px rgba(0,0,0,0.35)' }}>
            {shown.text}
          </div>
        </Html>
      )}
    </>
  );
}

/** Picks each instance's cell of the card atlas (the `cell` attribute). */
function cellShader(shader: Parameters<MeshBasicMaterial['onBeforeCompile']>[0]): void {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', '#include <common>\nattribute vec2 cell;')
    .replace('#include <uv_vertex>', `#include <uv_vertex>\n#ifdef USE_MAP\nvMapUv = cell + vMapUv * vec2(${(1 / ATLAS_COLS).toFixed(6)}, ${(1 / ATLAS_ROWS).toFixed(6)});\n#endif`);
}
