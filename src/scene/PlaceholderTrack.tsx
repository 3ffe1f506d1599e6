import { useLayoutEffect, useMemo, useRef } from 'react';
import { BufferGeometry, Float32BufferAttribute, InstancedMesh, Object3D } from 'three';
import { Text } from '@react-three/drei';
import { ovalLength, ovalPoint, type OvalSpec } from './oval-path';
import { FONT_URL } from './assets';

const SPEC: OvalSpec = { straight: 8, radius: 3 };
const LANE_WIDTH = 0.8;
const LANES = 2;
const SAMPLES = 160;

/** A flat ribbon along the oval, `LANES` lanes wide. */
function ribbon(): BufferGeometry {
  const half = (LANES * LANE_WIDTH) / 2;
  const positions: number[] = [];
  const length = ovalLength(SPEC);
  for (let i = 0; i <= SAMPLES; i++) {
    const p = ovalPoint(SPEC, (i / SAMPLES) * length);
    // left normal of the heading on the table plane (x, z), y up
    const nx = -Math.sin(p.heading);
    const nz = -Math.cos(p.heading);
    positions.push(p.x + nx * half, 0, p.z + nz * half, p.x - nx * half, 0, p.z - nz * half);
  }
  const indices: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const a = i * 2;
    indices.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  g.setIndex(indices);
  g.computeVertexNormals();
  return g;
}

/** Lines across the lanes between spaces: one instanced mesh for all of them. */
function SpaceLines({ count }: { count: number }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const dummy = new Object3D();
    const length = ovalLength(SPEC);
    for (let i = 0; i < count; i++) {
      const p = ovalPoint(SPEC, (i / count) * length);
      dummy.position.set(p.x, 0.004, p.z);
      dummy.rotation.set(0, p.heading, 0);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    }
    mesh.instanceMatrix.needsUpdate = true;
  }, [count]);
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, count]}>
      <boxGeometry args={[0.03, 0.002, LANES * LANE_WIDTH * 0.96]} />
      <meshStandardMaterial color="#f4f1e8" />
    </instancedMesh>
  );
}

/** Stand-in for the default layout until the track model draws real pieces. */
export function PlaceholderTrack() {
  const geometry = useMemo(ribbon, []);
  const start = ovalPoint(SPEC, 1);
  return (
    <group>
      <mesh geometry={geometry} receiveShadow position={[0, 0.002, 0]}>
        <meshStandardMaterial color="#3b4248" roughness={0.9} />
      </mesh>
      <SpaceLines count={36} />
      <mesh position={[start.x, 0.006, start.z]}>
        <boxGeometry args={[0.12, 0.004, LANES * LANE_WIDTH]} />
        <meshStandardMaterial color="#e8c21c" />
      </mesh>
      <Text
        font={FONT_URL}
        fontSize={0.32}
        color="#f4f1e8"
        position={[start.x + 0.9, 0.01, start.z + LANE_WIDTH * 1.6]}
        rotation={[-Math.PI / 2, 0, 0]}
        anchorX="center"
        anchorY="middle"
      >
        START / FINISH →
      </Text>
    </group>
  );
}

export { SPEC as PLACEHOLDER_OVAL, LANE_WIDTH };
