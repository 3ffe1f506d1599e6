/** The table top the pieces lie on: a wooden board with a felt inlay. */
export function Table({ width = 26, depth = 18 }: { width?: number; depth?: number }) {
  return (
    <group>
      <mesh position={[0, -0.26, 0]} receiveShadow>
        <boxGeometry args={[width + 1, 0.5, depth + 1]} />
        <meshStandardMaterial color="#6b4a2f" roughness={0.8} />
      </mesh>
      <mesh position={[0, -0.005, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[width, depth]} />
        <meshStandardMaterial color="#2f5d46" roughness={1} />
      </mesh>
    </group>
  );
}
