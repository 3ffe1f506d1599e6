/**
 * Formuła 1's objects on the table: per car its speedometer (the pointer at
 * its speed, the ring in its colour) and its pile of tyre tokens in stacks of
 * five, with a plate naming it; the die thrown for each safe-speed check of
 * the move shown, landing on the core's result one throw after another with
 * the result in words beside it; a serviced car's pile topped up to 30 token
 * by token. It draws what table.ts reads from the state and the events.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { Vector3 } from 'three';
import { toCanvas } from '../../scene/screen-point';
import type { TableObjectsProps } from '../client';
import type { LaneBoard } from '../../rules/core';
import type { Formula1State } from '../../rules/formula-1';
import { AtlasLabels, type TableLabel } from '../../scene/table/AtlasLabels';
import { Dials } from '../../scene/table/Dials';
import { TokenPiles } from '../../scene/table/TokenPiles';
import { TableDie } from '../../scene/table/TableDie';
import { besideTrack, frontRow, frontSlotWidth } from '../../scene/table/layout';
import { tableProbe } from '../../scene/table/table-probe';
import { ExplainSpots, type ExplainSpot } from '../../scene/table/Explain';
import { useReportTableExtent } from '../../scene/frame-room';
import { dialAngle, F1_DIE_SIDES, formula1Table, TYRES_PER_STACK } from './table';

const DIE_LOOK = { bg: '#f4f1e8', ink: '#1b2228' };
const SLOT = 2.7;
const corner = new Vector3();
/** The glossary terms Formuła 1's table objects explain at a tap. */
export const F1_TABLE_TERMS = { dial: 'Speedometer', tyres: 'Tyres', die: 'Throw' } as const;
const TYRE_SHAPE = { perStack: TYRES_PER_STACK, pitch: 0.27, thickness: 0.055, perRow: 3 };

export function Formula1TableObjects({ state, colours, events, moveKey, fresh, reducedMotion }: TableObjectsProps<Formula1State, LaneBoard>) {
  const graph = state.graph;
  const view = useMemo(() => formula1Table(state, events), [state, events]);
  const animate = fresh && !reducedMotion;
  const slots = useMemo(() => frontRow(graph, view.cars.length, SLOT, 1.25), [graph, view.cars.length]);
  const width = frontSlotWidth(graph, view.cars.length, SLOT);
  const scale = Math.min(1, width / SLOT);
  // The framing takes in the row of instruments with their plates (the status line behind, the tyre count in front).
  const extent = useMemo(() => (slots.length === 0 ? null : { minX: slots[0]!.x - width / 2, maxX: slots[slots.length - 1]!.x + width / 2, minZ: slots[0]!.z - 1.05, maxZ: slots[0]!.z + 1.4 }), [slots, width]);
  useReportTableExtent('formula-1-instruments', extent);
  // With ?debug: where the row's corners are drawn (browser tests check nothing covers them and they are in view).
  useFrame(({ camera, size }) => {
    if (!(window as unknown as { __chicane?: unknown }).__chicane || !extent) return;
    camera.updateMatrixWorld();
    tableProbe.instruments = [
      [extent.minX, extent.minZ],
      [extent.maxX, extent.minZ],
      [extent.minX, extent.maxZ],
      [extent.maxX, extent.maxZ],
    ].map(([x, z]) => toCanvas(corner.set(x!, 0.02, z!), camera, size.width, size.height));
  });
  const throws = useMemo(
    () =>
      view.throws.map((t) => {
        const at = besideTrack(graph, t.space, 0.55);
        return { x: at.x, z: at.z, top: F1_DIE_SIDES.indexOf(t.die as (typeof F1_DIE_SIDES)[number]) };
      }),
    [graph, view.throws],
  );
  // Throws landed of this move: all at once without animation, else as the die reports them. Each
  // showing of a move is its own run, so a count reported for an earlier showing of the same move
  // (a seek, then a step back and on) never stands for the tumble now starting.
  const run = useMemo(() => ({ moveKey, animate, throws: view.throws }), [moveKey, animate, view.throws]);
  const [landedAt, setLandedAt] = useState<{ run: object | null; n: number }>({ run: null, n: 0 });
  const landed = !animate ? view.throws.length : landedAt.run === run ? landedAt.n : 0;
  const onLanded = useCallback((n: number) => setLandedAt({ run, n }), [run]);
  const dials = view.cars.map((c, i) => ({ x: slots[i]!.x - 0.62 * scale, z: slots[i]!.z, radius: 0.55 * scale, angle: dialAngle(c.speed, view.top), colour: colours[c.token] ?? '#888888' }));
  const piles = view.cars.map((c, i) => ({ key: c.token, count: c.tyres, x: slots[i]!.x + 0.2 * scale, z: slots[i]!.z + 0.15, grow: animate && view.serviced.includes(c.car) }));
  const labels: TableLabel[] = [];
  view.cars.forEach((c, i) => {
    const s = slots[i]!;
    // Large enough to read at the phone's size too (the plates were 0.3 high, unreadable there).
    labels.push({ text: c.name, x: s.x, z: s.z + 0.74, height: 0.4 * scale });
    labels.push({ text: `${c.speed} km/h · ${c.tyres} tyre${c.tyres === 1 ? '' : 's'}`, x: s.x, z: s.z + 1.12, height: 0.36 * scale });
    if (c.status) labels.push({ text: c.status, x: s.x, z: s.z - 0.72, height: 0.3 * scale });
  });
  const shownThrow = landed > 0 ? view.throws[landed - 1] : undefined;
  const at = landed > 0 ? throws[landed - 1] : undefined;
  if (shownThrow && at) {
    // The words lean towards the middle of the table, so a die at the edge keeps them in view.
    const lean = at.x < slots[0]!.x + (slots[slots.length - 1]!.x - slots[0]!.x) / 2 ? 1.1 : -1.1;
    labels.push({ text: shownThrow.text, x: at.x + lean, z: at.z + 0.6, height: 0.5, y: 0.3 });
    if (view.throws.length > 1) labels.push({ text: `Throw ${landed} of ${view.throws.length}`, x: at.x + lean, z: at.z + 1.05, height: 0.4, y: 0.3 });
  }
  const spots: ExplainSpot[] = [
    ...dials.map((d) => ({ x: d.x, y: 0.05, z: d.z, r: d.radius, what: { term: F1_TABLE_TERMS.dial } })),
    ...piles.map((p) => ({ x: p.x + TYRE_SHAPE.pitch * scale, y: 0.1, z: p.z - 0.5 * TYRE_SHAPE.pitch * scale, r: 0.42 * scale, what: { term: F1_TABLE_TERMS.tyres } })),
    ...(at ? [{ x: at.x, y: 0.2, z: at.z, r: 0.3, what: { term: F1_TABLE_TERMS.die } }] : []),
  ];
  useEffect(() => {
    tableProbe.game = 'formula-1';
    tableProbe.moveKey = moveKey;
    tableProbe.throws = view.throws.map((t) => ({ die: t.die, text: t.text }));
    tableProbe.landed = landed;
    tableProbe.shown = shownThrow?.text ?? '';
  }, [moveKey, view.throws, landed, shownThrow]);
  return (
    <group>
      {/* The face prints every second step (0, 80, … 320 km/h): nine numbers on a dial this small ran into each other. */}
      <Dials dials={dials} top={view.top} step={view.step * 2} still={!animate} />
      <TokenPiles piles={piles} shape={{ ...TYRE_SHAPE, pitch: TYRE_SHAPE.pitch * scale }} radius={0.11 * scale} colour="#202226" capacity={6 * 31} />
      <TableDie throws={throws} sides={F1_DIE_SIDES} look={DIE_LOOK} startKey={moveKey} animate={animate} onLanded={onLanded} />
      <AtlasLabels labels={labels} />
      <ExplainSpots spots={spots} />
    </group>
  );
}
