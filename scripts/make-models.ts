/**
 * Generates the glTF models in models/ from code, so every asset is
 * reproducible: `npm run models`. The output is deterministic (no clock, no
 * randomness), so re-running it on a clean tree changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { box, wheel, writeGltf, type MaterialSpec, type NodeSpec } from './models/gltf-writer';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'models');

/**
 * A slot-car-sized formula car, nose towards +z, 1 unit ≈ one space width.
 * The body uses the material "paint" so the scene can tint it per player.
 */
function raceCar(): string {
  const materials: MaterialSpec[] = [
    { name: 'paint', color: [0.9, 0.9, 0.9], metallic: 0.3, roughness: 0.35 },
    { name: 'carbon', color: [0.08, 0.08, 0.09], roughness: 0.5 },
    { name: 'tyre', color: [0.03, 0.03, 0.03], roughness: 0.9 },
    { name: 'helmet', color: [0.95, 0.8, 0.1], roughness: 0.3 },
  ];
  const nodes: NodeSpec[] = [
    {
      name: 'body',
      primitives: [
        box(0, 0.09, 0, 0.2, 0.1, 0.62, 'paint'),
        box(0, 0.07, 0.38, 0.12, 0.06, 0.18, 'paint'),
        box(0.17, 0.08, -0.02, 0.1, 0.08, 0.26, 'paint'),
        box(-0.17, 0.08, -0.02, 0.1, 0.08, 0.26, 'paint'),
        box(0, 0.04, 0.5, 0.5, 0.02, 0.08, 'carbon'),
        box(0, 0.16, 0.06, 0.12, 0.05, 0.2, 'carbon'),
        box(0, 0.18, 0.03, 0.07, 0.06, 0.07, 'helmet'),
      ],
    },
    {
      // The DRS flap is its own node so the scene can open it.
      name: 'rear-wing',
      translation: [0, 0.24, -0.36],
      primitives: [box(0, 0, 0, 0.46, 0.02, 0.1, 'paint'), box(0.22, -0.06, 0, 0.02, 0.14, 0.12, 'carbon'), box(-0.22, -0.06, 0, 0.02, 0.14, 0.12, 'carbon')],
    },
    {
      name: 'wheels',
      primitives: [
        wheel(0.27, 0.08, 0.28, 0.08, 0.09, 14, 'tyre'),
        wheel(-0.27, 0.08, 0.28, 0.08, 0.09, 14, 'tyre'),
        wheel(0.28, 0.1, -0.26, 0.1, 0.12, 14, 'tyre'),
        wheel(-0.28, 0.1, -0.26, 0.1, 0.12, 14, 'tyre'),
      ],
    },
  ];
  return writeGltf('race-car', nodes, materials);
}

writeFileSync(join(out, 'race-car.gltf'), raceCar());
console.log('wrote models/race-car.gltf');
