import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { DirectionalLight, PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { LOOK_LEVELS, type Quality } from './quality';
import { KEY_LIGHT } from '../Stage';

/** How strongly the sky lights the scene, next to the Stage's key and fill lights. */
export const SKY_INTENSITY = 0.45;

/**
 * An environment light made in code (three's RoomEnvironment: a lit room
 * rendered once into a cube map), so paint and plastic catch soft
 * reflections without any HDR file; and soft shadow edges at high quality.
 */
export function SkyLight({ quality = 'high' }: { quality?: Quality }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const level = LOOK_LEVELS[quality];
  useEffect(() => {
    if (!level.sky) return;
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    // A small cube map: the sky only gives soft light and blurred reflections, and software WebGL renders it once quickly.
    const target = pmrem.fromScene(room, 0.04, 0.1, 100, { size: 64 });
    scene.environment = target.texture;
    scene.environmentIntensity = SKY_INTENSITY;
    return () => {
      if (scene.environment === target.texture) scene.environment = null;
      target.dispose();
      room.dispose();
      pmrem.dispose();
    };
  }, [gl, scene, level.sky]);
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
  return null;
}
