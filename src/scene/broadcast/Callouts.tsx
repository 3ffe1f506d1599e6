import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import type { Group } from 'three';

/** A short sentence over a car on the table, shown from `at` (ms into the action) for CALLOUT_MS. */
export interface CalloutItem {
  readonly car: number;
  readonly text: string;
  readonly tone: 'good' | 'bad';
  readonly at: number;
}

export const CALLOUT_MS = 2600;

/** Where the cars are drawn, and the action's clock (ms since it began). */
export interface CalloutSource {
  readonly cars: { readonly current: readonly { x: number; z: number }[] };
  readonly clock: { readonly t: number };
}

function Callout({ item, source, lift }: { item: CalloutItem; source: CalloutSource; lift: number }) {
  const group = useRef<Group>(null);
  const box = useRef<HTMLDivElement>(null);
  useFrame(() => {
    const car = source.cars.current[item.car];
    const t = source.clock.t;
    const shown = car !== undefined && Number.isFinite(t) && t >= item.at && t < item.at + CALLOUT_MS;
    if (group.current && car) group.current.position.set(car.x, 0.9 + lift, car.z);
    if (box.current) box.current.style.display = shown ? '' : 'none';
  });
  return (
    <group ref={group}>
      <Html center zIndexRange={[5, 0]} style={{ pointerEvents: 'none' }}>
        <div ref={box} className={`table-callout ${item.tone}`} role="status" style={{ display: 'none' }}>
          {item.text}
        </div>
      </Html>
    </group>
  );
}

/** The callouts of the action shown: each follows its car; two on one car stack. */
export function Callouts({ items, source }: { items: readonly CalloutItem[]; source: CalloutSource }) {
  const seen = new Map<number, number>();
  return (
    <>
      {items.map((item, i) => {
        const k = seen.get(item.car) ?? 0;
        seen.set(item.car, k + 1);
        return <Callout key={`${i}:${item.text}`} item={item} source={source} lift={k * 0.45} />;
      })}
    </>
  );
}
