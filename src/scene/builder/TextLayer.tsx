import { useEffect, useMemo } from 'react';
import { glyphAtlas, textGeometry } from './glyph-atlas';
import type { TextItem } from './piece-drawing';

/** Every printed number and label of the layout in one mesh (one draw call). */
export function TextLayer({ items, y = 0.03 }: { items: readonly TextItem[]; y?: number }) {
  const geometry = useMemo(() => textGeometry(items, y), [items, y]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const map = useMemo(glyphAtlas, []);
  if (items.length === 0) return null;
  return (
    <mesh geometry={geometry} renderOrder={2}>
      <meshBasicMaterial map={map} vertexColors transparent alphaTest={0.25} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}
