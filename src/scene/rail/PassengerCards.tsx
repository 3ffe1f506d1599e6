/**
 * Every passenger card on the table as one instanced mesh of flat cards with
 * their faces from one atlas texture (a few draw calls however many cards).
 * A hover or a tap on a card says it in words beside it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { InstancedBufferAttribute, InstancedMesh, Object3D, PlaneGeometry, Vector3, type MeshBasicMaterial } from 'three';
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
/** How far a card leans towards the viewer, radians. */
export const TILT = 0.7;
const v = new Vector3();

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
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const cells = atlas.update(cards);
    const attr = geometry.getAttribute('cell') as InstancedBufferAttribute;
    cards.forEach((c, i) => {
      dummy.position.set(c.x, c.y, c.z);
      // Propped up towards the camera (its far edge lifted), so the face is not seen edge-on from the default view.
      dummy.rotation.set(TILT, 0, 0);
      dummy.scale.set(c.width, 1, c.depth);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
      const [u, w] = cellUv(cells[i]!);
      attr.setXY(i, u, w);
    });
    attr.needsUpdate = true;
    mesh.count = cards.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [cards, atlas, geometry]);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => {
    if (!onDrawn) return;
    onDrawn(
      cards.map((c) => {
        v.set(c.x, c.y, c.z - c.depth * 0.25);
        const p = toCanvas(v, camera, size.width, size.height);
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
        <Html position={[shown.x, shown.y + 0.1, shown.z - shown.depth / 2]} zIndexRange={[20, 10]} style={{ pointerEvents: 'none', transform: 'translate(-50%, -110%)' }}>
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
