import { useMemo } from 'react';
import { Color, type Side, type Texture } from 'three';
import { useQuality } from '../quality';
import { lookOf, type LookLevel, type LookShading } from './quality';
import { upFacingLight } from './lights';

/** What the look draws at the Stage's quality level now (changes when Auto steps or the person chooses). */
export function useLook(): LookLevel {
  return lookOf(useQuality().level);
}

export interface LookMaterialProps {
  /** Standard, Lambert or baked; by default the Stage level's shading of solid things, or of flat ones with `flat`. */
  readonly shading?: LookShading;
  /** A surface lying flat on the table, facing up (table top, board, printed mark): shaded as the level shades those. */
  readonly flat?: boolean;
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

/** The light an upward-facing surface receives, with and without the sky's fill (look/lights.ts). */
const UP_LIGHT = { sky: upFacingLight(true), plain: upFacingLight(false) };

/**
 * The material of a table, board or car mesh, in the shading its quality
 * level asks for, with the same texture and colour either way. A change of
 * shading mounts the other material; react-three-fiber disposes the one it
 * replaces, so swapping levels does not leak GPU programs or buffers.
 */
export function LookMaterial({ shading, flat = false, roughness = 1, metalness = 0, color, ...common }: LookMaterialProps) {
  const level = useLook();
  const kind = shading ?? (flat ? level.flatShading : level.shading);
  const baked = useMemo(() => new Color(color ?? '#ffffff').multiply(level.sky ? UP_LIGHT.sky : UP_LIGHT.plain), [color, level.sky]);
  if (kind === 'baked') return <meshBasicMaterial key="baked" color={baked} {...common} />;
  const tint = color === undefined ? {} : { color };
  if (kind === 'lambert') return <meshLambertMaterial key="lambert" {...tint} {...common} />;
  return <meshStandardMaterial key="standard" roughness={roughness} metalness={metalness} {...tint} {...common} />;
}
