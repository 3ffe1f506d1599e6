/**
 * Generates the glTF models in models/ from code, so every asset is
 * reproducible: `npm run models`. The output is deterministic (no clock, no
 * randomness), so re-running it on a clean tree changes nothing.
 *
 * Every car has its nose towards +z and is about one space wide (1 unit). The
 * material "paint" is tinted per car by the scene; "trim" takes the livery's
 * second colour. Wheels sit in nodes named `wheel-…` centred on their axle,
 * so the scene can turn them; a `rear-wing` node is the DRS flap.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { box, hull, post, wheel, writeGltf, type MaterialSpec, type NodeSpec, type Section } from './models/gltf-writer';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'models');

const TYRE: MaterialSpec = { name: 'tyre', color: [0.03, 0.03, 0.03], roughness: 0.9 };
const CARBON: MaterialSpec = { name: 'carbon', color: [0.08, 0.08, 0.09], roughness: 0.5 };
const PAINT: MaterialSpec = { name: 'paint', color: [0.9, 0.9, 0.9], metallic: 0.3, roughness: 0.35 };
const TRIM: MaterialSpec = { name: 'trim', color: [0.95, 0.95, 0.95], metallic: 0.1, roughness: 0.4 };

/** An axle's node: two wheels `track` apart, centred on the axle so a rotation about x turns them. */
function axle(name: string, z: number, radius: number, width: number, track: number, material = 'tyre'): NodeSpec {
  return {
    name,
    translation: [0, radius, z],
    primitives: [wheel(track / 2, 0, 0, radius, width, 16, material), wheel(-track / 2, 0, 0, radius, width, 16, material)],
  };
}

/** A lofted body from [z, y, w, h] rows. */
const loft = (rows: readonly (readonly [number, number, number, number])[], round: number, material: string, segments = 20) =>
  hull(rows.map(([z, y, w, h]): Section => ({ z, y, w, h })), round, segments, material);

/** The formula car the app shipped first (kept for files and tools that name it). */
function raceCar(): string {
  const materials: MaterialSpec[] = [PAINT, CARBON, TYRE, { name: 'helmet', color: [0.95, 0.8, 0.1], roughness: 0.3 }];
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

/** Start Frei: a modern Carrera slot car, low and wide, with the guide keel and braids under its nose. */
function slotCar(): string {
  const materials: MaterialSpec[] = [PAINT, TRIM, CARBON, TYRE, { name: 'braid', color: [0.78, 0.55, 0.25], metallic: 0.8, roughness: 0.35 }, { name: 'glass', color: [0.1, 0.12, 0.16], roughness: 0.15, metallic: 0.4 }];
  const nodes: NodeSpec[] = [
    {
      name: 'body',
      primitives: [
        loft([[-0.42, 0.1, 0.22, 0.06], [-0.25, 0.11, 0.26, 0.07], [0.05, 0.1, 0.24, 0.065], [0.3, 0.08, 0.14, 0.045], [0.5, 0.06, 0.07, 0.03]], 3, 'paint'),
        // Side pods and the cockpit opening with the driver's helmet.
        loft([[-0.28, 0.09, 0.3, 0.045], [-0.02, 0.09, 0.3, 0.045], [0.06, 0.08, 0.27, 0.03]], 4, 'trim'),
        loft([[-0.14, 0.17, 0.07, 0.035], [0.0, 0.18, 0.07, 0.04], [0.1, 0.16, 0.05, 0.02]], 2, 'glass', 14),
        box(0, 0.035, 0.52, 0.52, 0.02, 0.1, 'carbon'),
        // The guide keel that runs in the slot, with its two copper braids.
        box(0, 0.012, 0.4, 0.03, 0.03, 0.12, 'carbon'),
        box(0.03, 0.004, 0.4, 0.025, 0.006, 0.1, 'braid'),
        box(-0.03, 0.004, 0.4, 0.025, 0.006, 0.1, 'braid'),
      ],
    },
    {
      name: 'rear-wing',
      translation: [0, 0.25, -0.4],
      primitives: [box(0, 0, 0, 0.5, 0.02, 0.1, 'trim'), box(0.24, -0.07, 0, 0.02, 0.15, 0.12, 'carbon'), box(-0.24, -0.07, 0, 0.02, 0.15, 0.12, 'carbon')],
    },
    axle('wheel-front', 0.28, 0.085, 0.09, 0.52),
    axle('wheel-rear', -0.28, 0.1, 0.13, 0.54),
  ];
  return writeGltf('slot-car', nodes, materials);
}

/** Formuła 1: a 1970s Grand Prix car, a cigar with a tall airbox, wide rear tyres and a low wing on struts. */
function periodF1(): string {
  const materials: MaterialSpec[] = [PAINT, TRIM, CARBON, TYRE, { name: 'helmet', color: [0.95, 0.95, 0.9], roughness: 0.3 }, { name: 'metal', color: [0.7, 0.7, 0.72], metallic: 0.9, roughness: 0.3 }];
  const nodes: NodeSpec[] = [
    {
      name: 'body',
      primitives: [
        loft([[-0.4, 0.12, 0.11, 0.07], [-0.2, 0.12, 0.14, 0.08], [0.05, 0.11, 0.12, 0.07], [0.3, 0.09, 0.08, 0.05], [0.52, 0.07, 0.03, 0.025]], 2.2, 'paint'),
        // The tall airbox behind the driver.
        loft([[-0.2, 0.24, 0.035, 0.04], [-0.1, 0.26, 0.05, 0.07], [-0.04, 0.24, 0.04, 0.05]], 2.5, 'trim', 14),
        box(0, 0.22, 0.02, 0.06, 0.06, 0.06, 'helmet'),
        // Radiators beside the cockpit and the engine's exhausts.
        box(0.17, 0.1, -0.08, 0.09, 0.08, 0.22, 'paint'),
        box(-0.17, 0.1, -0.08, 0.09, 0.08, 0.22, 'paint'),
        box(0.06, 0.1, -0.44, 0.03, 0.03, 0.1, 'metal'),
        box(-0.06, 0.1, -0.44, 0.03, 0.03, 0.1, 'metal'),
        // A flat front wing.
        box(0, 0.05, 0.5, 0.42, 0.015, 0.09, 'trim'),
      ],
    },
    {
      name: 'rear-wing',
      translation: [0, 0.26, -0.42],
      primitives: [box(0, 0, 0, 0.42, 0.02, 0.12, 'trim'), box(0.05, -0.07, 0.02, 0.02, 0.14, 0.04, 'carbon'), box(-0.05, -0.07, 0.02, 0.02, 0.14, 0.04, 'carbon')],
    },
    axle('wheel-front', 0.3, 0.08, 0.08, 0.44),
    axle('wheel-rear', -0.28, 0.11, 0.16, 0.5),
  ];
  return writeGltf('period-f1', nodes, materials);
}

/** Das Motorsportspiel: a 1:87 touring car (a DTM saloon) with its glasshouse and wheels under the body. */
function touringCar(): string {
  const materials: MaterialSpec[] = [PAINT, TRIM, TYRE, { name: 'glass', color: [0.12, 0.15, 0.2], roughness: 0.15, metallic: 0.4 }, { name: 'light', color: [1, 0.95, 0.8], roughness: 0.2 }];
  const nodes: NodeSpec[] = [
    {
      name: 'body',
      primitives: [
        loft([[-0.46, 0.12, 0.26, 0.07], [-0.38, 0.13, 0.28, 0.08], [0.3, 0.12, 0.28, 0.075], [0.44, 0.1, 0.26, 0.06], [0.48, 0.09, 0.24, 0.045]], 5, 'paint'),
        // Cabin: windows all round, the roof in the body's colour on top.
        loft([[-0.24, 0.22, 0.22, 0.045], [-0.14, 0.25, 0.23, 0.06], [0.1, 0.25, 0.23, 0.06], [0.2, 0.21, 0.22, 0.04]], 4, 'glass'),
        box(0, 0.31, -0.02, 0.4, 0.015, 0.22, 'paint'),
        // A racing stripe and a rear spoiler in the second colour.
        box(0, 0.2, 0.33, 0.12, 0.012, 0.24, 'trim'),
        box(0, 0.22, -0.43, 0.5, 0.02, 0.06, 'trim'),
        box(0.17, 0.12, 0.485, 0.08, 0.03, 0.01, 'light'),
        box(-0.17, 0.12, 0.485, 0.08, 0.03, 0.01, 'light'),
      ],
    },
    axle('wheel-front', 0.28, 0.075, 0.08, 0.5),
    axle('wheel-rear', -0.28, 0.075, 0.08, 0.5),
  ];
  return writeGltf('touring-car', nodes, materials);
}

/** Bahn Frei: a wooden toy locomotive, natural beech with a painted cab and red wheels. */
function locomotive(): string {
  const materials: MaterialSpec[] = [
    { name: 'wood', color: [0.8, 0.62, 0.42], roughness: 0.75 },
    PAINT,
    TRIM,
    { name: 'wheel', color: [0.72, 0.12, 0.1], roughness: 0.6 },
    { name: 'black', color: [0.08, 0.07, 0.06], roughness: 0.7 },
  ];
  const nodes: NodeSpec[] = [
    {
      name: 'body',
      primitives: [
        box(0, 0.07, 0, 0.34, 0.06, 0.92, 'wood'),
        // The boiler, its chimney and dome, the cab behind it.
        loft([[-0.05, 0.2, 0.13, 0.13], [0.44, 0.2, 0.13, 0.13]], 2, 'paint', 18),
        loft([[0.44, 0.2, 0.1, 0.1], [0.47, 0.2, 0.1, 0.1]], 2, 'black', 18),
        post(0, 0.39, 0.34, 0.045, 0.14, 12, 'black'),
        post(0, 0.35, 0.12, 0.05, 0.06, 12, 'trim'),
        box(0, 0.25, -0.26, 0.34, 0.3, 0.3, 'paint'),
        box(0, 0.42, -0.26, 0.4, 0.04, 0.36, 'trim'),
        box(0, 0.06, 0.48, 0.36, 0.04, 0.04, 'black'),
      ],
    },
    axle('wheel-front', 0.26, 0.07, 0.05, 0.34, 'wheel'),
    axle('wheel-rear', -0.22, 0.07, 0.05, 0.34, 'wheel'),
  ];
  return writeGltf('locomotive', nodes, materials);
}

const MODELS: [string, () => string][] = [
  ['race-car.gltf', raceCar],
  ['slot-car.gltf', slotCar],
  ['period-f1.gltf', periodF1],
  ['touring-car.gltf', touringCar],
  ['locomotive.gltf', locomotive],
];

for (const [file, make] of MODELS) {
  writeFileSync(join(out, file), make());
  console.log(`wrote models/${file}`);
}
