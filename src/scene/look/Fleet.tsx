import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { useGLTF } from '@react-three/drei';
import { Color, InstancedBufferAttribute, InstancedMesh, Matrix4, Object3D, PlaneGeometry, type MeshBasicMaterial } from 'three';
import { CAR_MODEL_URLS } from '../assets';
import { CAR_STYLES, type CarStyle } from './car-styles';
import { splitCar, type FleetPart } from './fleet-parts';
import { numberAtlas, numberCell, NUMBER_CELLS } from './number-atlas';
import { surfaceTexture } from './textures';
import type { Livery } from './liveries';
import { LookMaterial, useLook } from './LookMaterial';

/** Where and how one car of the field is drawn this frame (written by the scene that moves it). */
export interface FleetPose {
  x: number;
  z: number;
  /** Direction of travel, radians (0 is +x). */
  heading: number;
  /** Nose-down pitch, roll towards the outside of a bend, extra yaw (a wobble), radians. */
  pitch: number;
  roll: number;
  yaw: number;
  /** Wheel turn (radians) and DRS flap opening (0 shut, 1 open). */
  wheel: number;
  wing: number;
}

export function newFleetPose(): FleetPose {
  return { x: 0, z: 0, heading: 0, pitch: 0, roll: 0, yaw: 0, wheel: 0, wing: 0 };
}

export interface FleetProps {
  readonly style: CarStyle;
  readonly liveries: readonly Livery[];
  /** Fills car `i`'s pose; called every frame. */
  readonly pose: (i: number, out: FleetPose) => void;
  /** Moving parts (wheels, flap) as parts of their own; a still field draws each car as one body. */
  readonly moving?: boolean;
  /** A baked soft shadow under each car (where the quality level draws contact shadows). */
  readonly contactShadow?: boolean;
  readonly y?: number;
}

const FLAP_OPEN = -0.9;
const car = new Object3D();
const part = new Matrix4();
const pivot = new Matrix4();
const turn = new Matrix4();
const tint = new Color();

/**
 * A whole field of one car model: one instanced mesh per part and colour
 * channel, one for the start numbers and one for the contact shadows, so the
 * draw calls do not grow with the number of cars.
 */
export function Fleet({ style, liveries, pose, moving = false, contactShadow = true, y = 0.02 }: FleetProps) {
  const gltf = useGLTF(CAR_MODEL_URLS[style], false, false);
  const parts = useMemo(() => splitCar(gltf.scene, moving), [gltf.scene, moving]);
  const info = CAR_STYLES[style];
  const look = useLook();
  const shadowed = contactShadow && look.contactShadows;
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const numbers = useRef<InstancedMesh>(null);
  const shadows = useRef<InstancedMesh>(null);
  const poses = useMemo(() => liveries.map(newFleetPose), [liveries]);
  const count = liveries.length;
  const numberGeometry = useMemo(() => {
    const g = new PlaneGeometry(1, 1);
    const cells = new Float32Array(Math.max(1, count) * 2);
    liveries.forEach((l, i) => cells.set(numberCell(l.number), i * 2));
    g.setAttribute('cell', new InstancedBufferAttribute(cells, 2));
    return g;
  }, [liveries, count]);

  useFrame(() => {
    for (let i = 0; i < count; i++) {
      const p = poses[i]!;
      pose(i, p);
      car.position.set(p.x, y, p.z);
      // The model's nose points to +z; heading 0 is +x.
      car.rotation.set(p.pitch, p.heading + Math.PI / 2 + p.yaw, p.roll, 'YXZ');
      car.scale.setScalar(info.scale);
      car.updateMatrix();
      parts.forEach((fp, k) => {
        const mesh = meshes.current[k];
        if (!mesh) return;
        mesh.setMatrixAt(i, partMatrix(fp, p));
      });
      const n = numbers.current;
      if (n) {
        part.makeTranslation(0, info.roof + 0.004, info.numberBack).multiply(turn.makeRotationX(-Math.PI / 2)).multiply(pivot.makeScale(0.2, 0.2, 1));
        n.setMatrixAt(i, part.premultiply(car.matrix));
      }
      const s = shadows.current;
      if (s) {
        car.position.y = 0.012;
        car.rotation.set(-Math.PI / 2, 0, p.heading);
        car.scale.set(info.length * info.scale * 1.25, info.width * info.scale * 1.35, 1);
        car.updateMatrix();
        s.setMatrixAt(i, car.matrix);
      }
    }
    for (const m of [...meshes.current, numbers.current, shadows.current]) {
      if (!m) continue;
      m.count = count;
      m.instanceMatrix.needsUpdate = true;
    }
  });

  function partMatrix(fp: FleetPart, p: FleetPose): Matrix4 {
    if (fp.name === 'body') return part.copy(car.matrix);
    const angle = fp.name === 'rear-wing' ? p.wing * FLAP_OPEN : p.wheel;
    pivot.makeTranslation(fp.pivot.x, fp.pivot.y, fp.pivot.z);
    return part.copy(car.matrix).multiply(pivot).multiply(turn.makeRotationX(angle));
  }

  if (count === 0) return null;
  return (
    <group name="cars">
      {parts.map((fp, k) => (
        <instancedMesh
          key={`${fp.name}/${fp.channel}/${count}`}
          ref={(m) => {
            meshes.current[k] = m;
            if (!m) return;
            liveries.forEach((l, i) => m.setColorAt(i, tint.set(fp.channel === 'paint' ? l.paint : fp.channel === 'trim' ? l.trim : '#ffffff')));
            if (m.instanceColor) m.instanceColor.needsUpdate = true;
            // The field moves every frame: skip the bounding test rather than recompute it.
            m.frustumCulled = false;
          }}
          args={[fp.geometry, undefined, count]}
          castShadow
        >
          <LookMaterial shading={look.shading} vertexColors roughness={fp.channel === 'rest' ? 0.7 : 0.35} metalness={fp.channel === 'paint' ? 0.25 : 0.1} />
        </instancedMesh>
      ))}
      <instancedMesh key={`numbers/${count}`} ref={numbers} args={[numberGeometry, undefined, count]} frustumCulled={false}>
        <meshBasicMaterial map={numberAtlas()} transparent alphaTest={0.3} toneMapped={false} onBeforeCompile={cellShader} />
      </instancedMesh>
      {shadowed && (
        <instancedMesh key={`shadows/${count}`} ref={shadows} args={[undefined, undefined, count]} frustumCulled={false} renderOrder={-1}>
          <planeGeometry args={[1, 1]} />
          <meshBasicMaterial map={surfaceTexture('shadow')} color="#000000" transparent opacity={0.55} depthWrite={false} toneMapped={false} />
        </instancedMesh>
      )}
    </group>
  );
}

/** Picks each instance's cell of the number atlas (the `cell` attribute). */
function cellShader(shader: Parameters<MeshBasicMaterial['onBeforeCompile']>[0]): void {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', '#include <common>\nattribute vec2 cell;')
    .replace('#include <uv_vertex>', `#include <uv_vertex>\n#ifdef USE_MAP\nvMapUv = cell + vMapUv / ${NUMBER_CELLS.toFixed(1)};\n#endif`);
}
