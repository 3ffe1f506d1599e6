import { describe, expect, it } from 'vitest';
import { frameRoomNow, NO_INSET, reportScreenInset, reportTableExtent, unionBounds, widestInset } from '../../../src/scene/frame-room';
import { framingDistance, freeView } from '../../../src/scene/FramedCamera';
import { frontRow, frontSlotWidth } from '../../../src/scene/table/layout';
import { graphBounds } from '../../../src/scene/bounds';
import { fourSpots } from '../../../src/scene/table/layout';
import { mssTableExtent } from '../../../src/games/motorsportspiel/dice-layout';
import { gameById } from '../../../src/rules/registry';
import type { LaneGraph } from '../../../src/track';

const graphOf = (id: 'formula-1' | 'motorsportspiel') => (gameById(id).examples[0]!.load().board as { graph: LaneGraph }).graph;

describe('the room the framing leaves for table objects and panels', () => {
  it('objects beside the track widen the framed rectangle; withdrawn, they leave it as it was', () => {
    const a = { minX: 0, maxX: 10, minZ: 0, maxZ: 5 };
    expect(unionBounds(a, null)).toBe(a);
    expect(unionBounds(a, { minX: 2, maxX: 12, minZ: -1, maxZ: 3 })).toEqual({ minX: 0, maxX: 12, minZ: -1, maxZ: 5 });
    reportTableExtent('row', { minX: 1, maxX: 2, minZ: 6, maxZ: 8 });
    reportTableExtent('boxes', { minX: -3, maxX: 0, minZ: 0, maxZ: 1 });
    expect(frameRoomNow().extent).toEqual({ minX: -3, maxX: 2, minZ: 0, maxZ: 8 });
    const before = frameRoomNow().extent;
    // The same numbers again: the very same value, so the camera is not framed again.
    reportTableExtent('row', { minX: 1, maxX: 2, minZ: 6, maxZ: 8 });
    expect(frameRoomNow().extent).toBe(before);
    reportTableExtent('row', null);
    reportTableExtent('boxes', null);
    expect(frameRoomNow().extent).toBeNull();
  });

  it('panels cover the widest edge each reports; the free view fits the table into what is left, its middle moved there', () => {
    expect(widestInset([{ ...NO_INSET, bottom: 80 }, { ...NO_INSET, bottom: 120, left: 10 }])).toEqual({ top: 0, right: 0, bottom: 120, left: 10 });
    reportScreenInset('strip', { ...NO_INSET, bottom: 200 });
    expect(frameRoomNow().inset.bottom).toBe(200);
    reportScreenInset('strip', null);
    expect(frameRoomNow().inset).toEqual(NO_INSET);
    const plain = freeView(900, 800, 45, NO_INSET);
    expect(plain.fov).toBeCloseTo(45);
    expect(plain).toMatchObject({ aspect: 900 / 800, shiftX: 0, shiftY: 0 });
    const strip = freeView(900, 800, 45, { ...NO_INSET, bottom: 200 });
    expect(Math.tan((strip.fov * Math.PI) / 360)).toBeCloseTo(Math.tan((45 * Math.PI) / 360) * 0.75);
    expect(strip.aspect).toBeCloseTo(900 / 600);
    expect(strip.shiftY).toBe(-100);
    // Seen through the smaller free part, the table is framed from further away.
    expect(framingDistance(20, 20, strip.fov, strip.aspect)).toBeGreaterThan(framingDistance(20, 20, plain.fov, plain.aspect));
    // However large a panel, a third of the view stays for the table.
    expect(freeView(900, 300, 45, { ...NO_INSET, bottom: 290 }).aspect).toBeCloseTo(900 / 100);
  });

  it('Formuła 1’s row of instruments lies outside the track’s rectangle, so the framing must take it in', () => {
    const graph = graphOf('formula-1');
    const track = graphBounds(graph, 1.2);
    const row = frontRow(graph, 6, 2.7, 1.25);
    const width = frontSlotWidth(graph, 6, 2.7);
    // Its plates reach past the track's framed rectangle (what cut them at the frame's edge before).
    expect(row[0]!.z + 1.3).toBeGreaterThan(track.maxZ);
    expect(row[0]!.x - width / 2).toBeGreaterThanOrEqual(track.minX - 1e-9);
  });

  it('the Motorsportspiel ring’s dice boxes and dice lie inside the loop, adding nothing to its framing', () => {
    const graph = graphOf('motorsportspiel');
    const { spots, inside } = fourSpots(graph, 1.6, 2.8);
    const ext = mssTableExtent(spots, inside)!;
    const track = graphBounds(graph, 1.2);
    expect(unionBounds(track, ext)).toEqual(track);
  });
});
