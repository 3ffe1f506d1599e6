import { useCallback, useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { Fleet, type FleetPose } from '../look/Fleet';
import { livery, type Livery } from '../look/liveries';
import type { CarStyle } from '../look/car-styles';

export interface CarPlacement {
  readonly x: number;
  readonly z: number;
  readonly heading: number;
  readonly color: string;
}

/**
 * Cars standing still on the table, in their game's own model: any number
 * in a handful of draw calls (one per part colour, the numbers, the shadows).
 */
export function InstancedCars({ cars, style = 'slot-car', contactShadow = true }: { cars: readonly CarPlacement[]; style?: CarStyle; contactShadow?: boolean }) {
  const liveries: Livery[] = useMemo(() => cars.map((c, i) => ({ ...livery(i), paint: c.color })), [cars]);
  const pose = useCallback(
    (i: number, out: FleetPose) => {
      const c = cars[i];
      if (!c) return;
      out.x = c.x;
      out.z = c.z;
      out.heading = c.heading;
    },
    [cars],
  );
  // The models load lazily: once they are in (or the cars change), a canvas drawing on demand needs a frame to show them.
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [invalidate, cars, style]);
  if (cars.length === 0) return null;
  return <Fleet style={style} liveries={liveries} pose={pose} contactShadow={contactShadow} y={0.03} />;
}
