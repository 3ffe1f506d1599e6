import type { Side, Texture } from 'three';
import { useQuality } from '../quality';
import { lookOf, type LookLevel, type LookShading } from './quality';

/** What the look draws at the Stage's quality level now (changes when Auto steps or the person chooses). */
export function useLook(): LookLevel {
  return lookOf(useQuality().level);
}

export interface LookMaterialProps {
  /** Standard (physically based) or Lambert; the Stage's level by default. */
  readonly shading?: LookShading;
  readonly map?: Texture | null;
  readonly color?: string;
  readonly vertexColors?: boolean;
  readonly roughness?: number;
  readonly metalness?: number;
  readonly transparent?: boolean;
  readonly opacity?: number;
  readonly depthWrite?: boolean;
  readonly side?: Side;
}

/**
 * The material of a table, board or car mesh, in the shading its quality
 * level asks for, with the same texture and colour either way. A change of
 * shading mounts the other material; react-three-fiber disposes the one it
 * replaces, so swapping levels does not leak GPU programs or buffers.
 */
export function LookMaterial({ shading, roughness = 1, metalness = 0, ...common }: LookMaterialProps) {
  const level = useLook();
  const kind = shading ?? level.shading;
  if (kind === 'lambert') return <meshLambertMaterial key="lambert" {...common} />;
  return <meshStandardMaterial key="standard" roughness={roughness} metalness={metalness} {...common} />;
}
