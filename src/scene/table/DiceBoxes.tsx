import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, MeshStandardMaterial, Object3D, type InstancedMesh } from 'three';
import { boxSlot, BOX_SLOT_PITCH, type Spot } from './layout';

export { boxSlot, BOX_SLOT_PITCH } from './layout';

const scratch = new Object3D();
const slotGeometry = new BoxGeometry(0.52, 0.03, 0.52);
const frameGeometry = new BoxGeometry(BOX_SLOT_PITCH * 3 + 0.14, 0.02, 0.72);

/** Dice boxes printed on the board: a frame with three slots each (numbered by the labels beside them), every box in two draw calls. */
export function DiceBoxes({ boxes, highlight, size = 1 }: { boxes: readonly Spot[]; highlight: number | null; size?: number }) {
  const n = Math.max(1, boxes.length);
  const frames = useRef<InstancedMesh>(null);
  const slots = useRef<InstancedMesh>(null);
  const frameMaterial = useMemo(() => new MeshStandardMaterial({ color: '#e9e4d4', roughness: 0.9 }), []);
  const slotMaterial = useMemo(() => new MeshStandardMaterial({ color: '#3c4048', roughness: 0.9 }), []);
  useLayoutEffect(() => {
    const f = frames.current;
    const s = slots.current;
    if (!f || !s) return;
    boxes.forEach((b, i) => {
      scratch.position.set(b.x, 0.01, b.z);
      // The box the dice are laid into stands a little raised, so the eye finds it.
      scratch.scale.setScalar(size * (i === highlight ? 1.08 : 1));
      scratch.updateMatrix();
      f.setMatrixAt(i, scratch.matrix);
      scratch.scale.setScalar(size);
      for (let k = 0; k < 3; k++) {
        const at = boxSlot(b, k, size);
        scratch.position.set(at.x, 0.02, at.z);
        scratch.updateMatrix();
        s.setMatrixAt(i * 3 + k, scratch.matrix);
      }
    });
    f.count = boxes.length;
    s.count = boxes.length * 3;
    f.instanceMatrix.needsUpdate = true;
    s.instanceMatrix.needsUpdate = true;
  }, [boxes, highlight, size]);
  return (
    <group>
      <instancedMesh ref={frames} args={[frameGeometry, frameMaterial, n]} frustumCulled={false} receiveShadow />
      <instancedMesh ref={slots} args={[slotGeometry, slotMaterial, n * 3]} frustumCulled={false} receiveShadow />
    </group>
  );
}
