/**
 * Tap-to-explain on the table: invisible hit boxes over a table object, each naming what it explains (a glossary term,
 * or a car's own words). A tap that is not a drag of the camera opens the shell's explanation bubble at the point
 * tapped; a mouse over it shows the same as a tooltip (explain.ts holds the one store). The boxes are never drawn, so
 * they add no draw call; an object that is hidden (a die after it lingered) says nothing.
 */
import { useEffect, useId, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { BoxGeometry, Vector3, type Mesh, type Object3D } from 'three';
import { toCanvas } from '../screen-point';
import { explainProbe, explainStore, isTap, type Explained } from './explain';

/** One place on the table that explains something: its centre and half size (table units). */
export interface ExplainSpot {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Half the hit box's side (its height is `r` too, over the table: a flat token is tapped from above). */
  readonly r: number;
  readonly what: Explained;
}

const box = new BoxGeometry(2, 2, 2);
const v = new Vector3();

/** Whether `o` and all its parents are drawn (its own `visible` aside: the hit box is never drawn). */
function shown(o: Object3D): boolean {
  for (let p = o.parent; p; p = p.parent) if (!p.visible) return false;
  return true;
}

const nameOf = (what: Explained) => ('term' in what ? what.term : what.name);

export function ExplainSpots({ spots }: { spots: readonly ExplainSpot[] }) {
  const id = useId();
  const meshes = useRef<(Mesh | null)[]>([]);
  useEffect(() => () => void explainProbe.delete(id), [id]);
  // With ?debug: where each spot is drawn on the canvas, for browser tests.
  useFrame(({ camera, size }) => {
    if (!(window as unknown as { __chicane?: unknown }).__chicane) return;
    const out: { term: string; x: number; y: number; inside: boolean }[] = [];
    spots.forEach((s, i) => {
      const m = meshes.current[i];
      if (!m || !shown(m)) return;
      m.getWorldPosition(v);
      out.push({ term: nameOf(s.what), ...toCanvas(v, camera, size.width, size.height) });
    });
    explainProbe.set(id, out);
  });
  return (
    <group>
      {spots.map((s, i) => (
        <mesh
          key={i}
          ref={(m) => {
            meshes.current[i] = m;
          }}
          geometry={box}
          position={[s.x, s.y, s.z]}
          scale={[s.r, s.r, s.r]}
          visible={false}
          onClick={(e: ThreeEvent<MouseEvent>) => {
            if (!isTap(e.delta) || !shown(e.eventObject)) return;
            explainStore.open(s.what, e.nativeEvent.clientX, e.nativeEvent.clientY, e.nativeEvent);
          }}
          onPointerOver={(e: ThreeEvent<PointerEvent>) => {
            if (e.nativeEvent.pointerType !== 'mouse' || !shown(e.eventObject)) return;
            explainStore.hover(s.what, e.nativeEvent.clientX, e.nativeEvent.clientY);
          }}
          onPointerOut={() => explainStore.unhover(s.what)}
        />
      ))}
    </group>
  );
}
