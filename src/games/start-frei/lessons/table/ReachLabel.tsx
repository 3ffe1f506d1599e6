import { useRef } from 'react';
import { Billboard, Text } from '@react-three/drei';
import { MeshBasicMaterial, type Mesh } from 'three';
import { FONT_URL } from '../../../../scene/assets';

// Drawn over everything (no depth test), so a car never hides a label.
const textMaterial = new MeshBasicMaterial({ depthTest: false, depthWrite: false, transparent: true });
const plateMaterial = new MeshBasicMaterial({ color: '#08140e', transparent: true, opacity: 0.88, depthTest: false, depthWrite: false });
const edgeMaterial = new MeshBasicMaterial({ color: '#5ef0a0', depthTest: false, depthWrite: false });
const PAD = 0.1;

/**
 * A reachable space's label: white text on a dark plate with a green edge,
 * always facing the camera and drawn on top, floating `height` above the space.
 */
export function ReachLabel({ x, z, height, text, size = 0.28 }: { x: number; z: number; height: number; text: string; size?: number }) {
  const plate = useRef<Mesh>(null);
  const edge = useRef<Mesh>(null);
  // The plate follows the text's measured size (once per text change, not per frame).
  const fit = (troika: { textRenderInfo?: { blockBounds: number[] } }) => {
    const b = troika.textRenderInfo?.blockBounds;
    if (!b || !plate.current || !edge.current) return;
    const w = b[2]! - b[0]! + 2 * PAD;
    const h = b[3]! - b[1]! + 2 * PAD;
    plate.current.scale.set(w, h, 1);
    edge.current.scale.set(w + 0.05, h + 0.05, 1);
  };
  return (
    <Billboard position={[x, height, z]}>
      <mesh ref={edge} material={edgeMaterial} renderOrder={20} scale={[size * 3, size * 1.6, 1]}>
        <planeGeometry />
      </mesh>
      <mesh ref={plate} material={plateMaterial} renderOrder={21} scale={[size * 3, size * 1.5, 1]}>
        <planeGeometry />
      </mesh>
      <Text font={FONT_URL} fontSize={size} color="#ffffff" anchorX="center" anchorY="middle" material={textMaterial} renderOrder={22} onSync={fit}>
        {text}
      </Text>
    </Billboard>
  );
}
