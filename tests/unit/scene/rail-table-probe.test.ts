import { describe, expect, it } from 'vitest';
import { piecesRect } from '../../../src/scene/rail/RailTableProbe';
import { tablePieces } from '../../../src/scene/rail/table-pieces';

const pieces = (plates: number, event: boolean) => ({
  round: 7,
  rounds: 15,
  complaints: 3,
  maxComplaints: 8,
  vouchers: 2,
  maxVouchers: plates,
  event,
  plates: Array.from({ length: plates }, (_, i) => ({ color: ['#b8322a', '#3f8f4a', '#d9b526', '#2f63b0'][i]!, cars: [1, 0, 2, 0, 3] })),
});

describe("Bahn Frei's pieces below the map lie inside the rectangle the table is framed on", () => {
  // RailMapScene lays them from (minX + 0.8, maxZ + 0.4), as wide as the map less 1.6, and frames the map grown by `depth` below.
  it.each([
    [1, false, 22],
    [2, true, 22],
    [4, true, 30],
  ])('%i plates, event %s, a map %i wide', (plates, event, wide) => {
    const x0 = -wide / 2 + 0.8;
    const z0 = 10.4;
    const laid = tablePieces(pieces(plates, event), x0, z0, wide - 1.6);
    const r = piecesRect(laid)!;
    expect(r).not.toBeNull();
    expect(r.minX).toBeGreaterThanOrEqual(-wide / 2);
    expect(r.maxX).toBeLessThanOrEqual(wide / 2);
    expect(r.minZ).toBeGreaterThanOrEqual(z0 - 0.4);
    expect(r.maxZ).toBeLessThanOrEqual(z0 - 0.4 + laid.depth);
    // Every box is inside the rectangle the probe reports.
    for (const b of [...laid.flat, ...laid.tall, ...laid.cards]) {
      expect(b.x - b.length / 2).toBeGreaterThanOrEqual(r.minX - 1e-9);
      expect(b.x + b.length / 2).toBeLessThanOrEqual(r.maxX + 1e-9);
      expect(b.z + b.width / 2).toBeLessThanOrEqual(r.maxZ + 1e-9);
    }
  });

  it('no pieces, no rectangle', () => {
    expect(piecesRect({ flat: [], tall: [], cards: [], labels: [], cars: [], explain: [], depth: 8 })).toBeNull();
  });
});
