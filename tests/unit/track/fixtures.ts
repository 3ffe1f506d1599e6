import { chain, type ChainStep, type GameId, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';

export function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

export function chained(game: GameId, steps: ChainStep[], inventory: 'box' | 'custom' = 'custom'): Layout {
  const r = chain(game, 'test', steps, inventory);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

export const curves = (n: number, side: 'A' | 'B' = 'A'): ChainStep[] => Array.from({ length: n }, () => ({ type: 'sf-curve', side }));
