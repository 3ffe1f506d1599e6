/**
 * With `?debug`, the 3D table of Bahn Frei publishes `window.__chicane.bahnCards`
 * for browser tests: the passengers of the state shown (waiting at their
 * stations, aboard in their cars), read from the rules, beside the cards the
 * scene drew (what each face shows and where it is on the canvas). Reading only.
 */
import { boardingCar, card, type BahnState } from '../../rules/bahn-frei';
import type { DrawnCard, DrawnRailPiece } from '../../scene/rail';

export interface ProbePassenger {
  readonly id: string;
  readonly at: 'waiting' | 'aboard';
  readonly destination: string;
  readonly rounds: number;
  readonly special: boolean;
}

export interface RailCardsProbe {
  /** From the rules: each waiting passenger (destination's name, the car it would board) and each one aboard (its car). */
  readonly passengers: readonly ProbePassenger[];
  /** From the scene: each card drawn this frame. */
  readonly drawn: readonly DrawnCard[];
  /** From the scene: the corners of the game's pieces below the map (round track, complaints, vouchers, plates). */
  readonly pieces: readonly DrawnRailPiece[];
}

/** Where the scene draws the cards (written every frame). */
export const drawnCards: { list: readonly DrawnCard[]; pieces: readonly DrawnRailPiece[] } = { list: [], pieces: [] };

export function publishRailCards(state: () => BahnState): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  const root = (w.__chicane ??= { stats: { calls: 0, triangles: 0, frames: 0, geometries: 0, textures: 0 } });
  const probe: RailCardsProbe = {
    get passengers() {
      const s = state();
      const name = (id: string) => s.map.stations.find((x) => x.id === id)?.name ?? id;
      return s.passengers.flatMap((p): ProbePassenger[] => {
        const c = card(p.id);
        const special = c.name !== undefined;
        if (p.where.at === 'waiting') return [{ id: p.id, at: 'waiting', destination: name(c.to), rounds: boardingCar(p), special }];
        if (p.where.at === 'aboard') return [{ id: p.id, at: 'aboard', destination: name(c.to), rounds: p.where.car, special }];
        return [];
      });
    },
    get drawn() {
      return drawnCards.list;
    },
    get pieces() {
      return drawnCards.pieces;
    },
  };
  root.bahnCards = probe;
}
