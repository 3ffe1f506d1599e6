import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { DirectionalLight } from 'three';
import { lookOf, type Quality } from './quality';
import { useQuality } from '../quality';
import { KEY_LIGHT } from '../Stage';
import { SKY } from './lights';

/** The sky's light: a cool fill from the window side, opposite the key light, and its strength. */
export const SKY_COLOR = SKY.color;
export const SKY_INTENSITY = SKY.intensity;

/**
 * The light of the room's sky, made in code: a soft, cool, shadowless fill
 * from the side the key light does not reach, so the shaded sides of cars
 * and tokens stay readable; and soft shadow edges at high quality.
 * (A prefiltered environment map, three's PMREM, takes Chromium's software
 * WebGL minutes to build on a busy machine, so the sky is a light, not a map.)
 */
export function SkyLight({ quality }: { quality?: Quality }) {
  const scene = useThree((s) => s.scene);
  const stage = useQuality().level;
  const level = lookOf(quality ?? stage);
  useEffect(() => {
    // Soft shadow edges: the key light's shadow filtered over a wider radius.
    const light = scene.getObjectByName(KEY_LIGHT);
    if (!(light instanceof DirectionalLight)) return;
    const before = light.shadow.radius;
    light.shadow.radius = level.softShadows ? 4 : 1;
    return () => {
      light.shadow.radius = before;
    };
  }, [scene, level.softShadows]);
  if (!level.sky) return null;
  return <directionalLight position={SKY.position} color={SKY_COLOR} intensity={SKY_INTENSITY} />;
}
