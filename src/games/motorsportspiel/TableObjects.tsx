/**
 * Das Motorsportspiel's objects on the table: the four dice boxes (slots
 * 1-2-3) beside the track; the dice of the car on turn, rolled beside the box
 * nearest to it, each with the number on its bottom printed beside it, then
 * laid into the box in the chosen order: each die lifts, flies in an arc and
 * turns to the chosen reading (turned over when read from below), one after
 * another; the flags beside each car that earned one and in its pit box. It
 * draws what table.ts and dice-layout.ts read from the state and the events.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CylinderGeometry, MeshBasicMaterial, Object3D, type InstancedMesh } from 'three';
import type { TableObjectsProps } from '../client';
import type { LaneBoard } from '../../rules/core';
import type { MssState } from '../../rules/motorsportspiel';
import { AtlasLabels, type TableLabel } from '../../scene/table/AtlasLabels';
import { DiceBoxes } from '../../scene/table/DiceBoxes';
import { Flags, type FlagItem } from '../../scene/table/Flags';
import { FlyingDice, type FlyingDie } from '../../scene/table/FlyingDice';
import { TableDie } from '../../scene/table/TableDie';
import { besideTrack, fourSpots, nearestSpot } from '../../scene/table/layout';
import { tableProbe } from '../../scene/table/table-probe';
import { ExplainSpots, type ExplainSpot } from '../../scene/table/Explain';
import { mssTable, pathPreviews, type FlagKind } from './table';
import { boxNumberLabels, diceLabels, diceOnTable, mssTableExtent, MSS_TABLE_SIZE as SIZE } from './dice-layout';
import { useReportTableExtent } from '../../scene/frame-room';

/** The glossary terms Das Motorsportspiel's table objects explain at a tap. */
export const MSS_TABLE_TERMS = {
  boxes: 'Dice boxes',
  red: 'Red die',
  white: 'White dice',
  flags: { yellow: 'Yellow flag', red: 'Red flag', black: 'Black flag', white: 'White flag', blue: 'Blue flag' } satisfies Record<FlagKind, string>,
} as const;
const FLAG_COLOURS: Readonly<Record<FlagKind, string>> = { yellow: '#f2cf1d', red: '#d33a2c', black: '#15171a', white: '#f4f4f0', blue: '#2f6fd8' };
const WHITE = { bg: '#f4f1e8', ink: '#1b2228' };
const RED = { bg: '#c8262c', ink: '#ffffff' };
const BOX_GAP = 1.6;
const DIE_SIZE = 0.46 * SIZE;

const dotGeometry = new CylinderGeometry(0.09, 0.09, 0.02, 12);
const dotMaterials = { clean: new MeshBasicMaterial({ color: '#f4f4f0' }), error: new MeshBasicMaterial({ color: '#ff8a3c' }) };
const scratch = new Object3D();
const MAX_DOTS = 160;

/** The spaces of the paths the die on turn may drive: a dot on each, orange on a path that ends in a driving error. */
function PathDots({ dots, error }: { dots: readonly { x: number; z: number }[]; error: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const n = Math.min(dots.length, MAX_DOTS);
    for (let i = 0; i < n; i++) {
      scratch.position.set(dots[i]!.x, 0.05, dots[i]!.z);
      scratch.updateMatrix();
      m.setMatrixAt(i, scratch.matrix);
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
  }, [dots]);
  return <instancedMesh ref={mesh} args={[dotGeometry, error ? dotMaterials.error : dotMaterials.clean, MAX_DOTS]} frustumCulled={false} renderOrder={1} />;
}

export function MssTableObjects({ state, events, moveKey, fresh, reducedMotion }: TableObjectsProps<MssState, LaneBoard>) {
  const graph = state.graph;
  const view = useMemo(() => mssTable(state, events), [state, events]);
  const { spots: boxes, inside } = useMemo(() => fourSpots(graph, BOX_GAP, 2.8), [graph]);
  // The framing leaves room for the boxes and the dice rolled beside them when they lie outside the loop.
  useReportTableExtent('motorsportspiel-dice', useMemo(() => mssTableExtent(boxes, inside), [boxes, inside]));
  const pitBoxes = useMemo(() => graph.spaces.filter((s) => s.features.pit === 'box'), [graph]);
  const car = view.car === null ? null : state.cars.find((c) => c.id === view.car);
  const space = car ? graph.spaces[car.space] : undefined;
  const box = space ? nearestSpot(boxes, space.x, space.z) : null;
  const onTable = useMemo(() => diceOnTable(view.dice, boxes, box ?? 0, inside), [view.dice, boxes, box, inside]);
  // Laid in: the dice in the order chosen (slot 1 first), each flying from where it was rolled.
  const order = useMemo(() => onTable.filter((d) => d.placed !== null).sort((a, b) => a.die.slot! - b.die.slot!), [onTable]);
  // Still where they were rolled (memoised with their throw, so a re-render never starts a tumble again).
  const loose = useMemo(() => onTable.filter((d) => d.placed === null).map((d) => ({ ...d, throws: [d.rolled] })), [onTable]);
  const rolling = fresh && !reducedMotion && view.motion === 'rolled';
  const placing = fresh && !reducedMotion && view.motion === 'placed';
  const flights = useMemo<FlyingDie[]>(() => order.map((d) => ({ key: d.die.die, flight: { from: d.rolled, to: d.placed! }, sides: d.sides, look: d.die.die === 'red' ? RED : WHITE })), [order]);
  // Dice landed in the box: all at once without animation, else as the flights report them. Each showing of a move is
  // its own run, so a count reported for an earlier showing (a seek, then a step back and on) never stands for this one.
  const run = useMemo(() => ({ moveKey, placing, dice: view.dice }), [moveKey, placing, view.dice]);
  const [landedAt, setLandedAt] = useState<{ run: object | null; n: number }>({ run: null, n: 0 });
  const landed = !placing ? order.length : landedAt.run === run ? landedAt.n : 0;
  const onLanded = useCallback((n: number) => setLandedAt({ run, n }), [run]);
  const inBox = (k: number) => k < landed;

  const labels: TableLabel[] = boxNumberLabels(boxes);
  // Rolled: the number on its bottom under each die, the other reading to choose; laid in the box read from below, once
  // it lies there: said over the box.
  labels.push(...diceLabels(onTable, (slot) => inBox(order.findIndex((d) => d.die.slot === slot))));
  // The path preview: where each path the die may drive goes, and at the end of one that leaves points unusable, the
  // error it would make, before the player commits to it.
  const previews = useMemo(() => pathPreviews(state), [state]);
  const dots = useMemo(() => {
    const clean = new Map<number, { x: number; z: number }>();
    const error = new Map<number, { x: number; z: number }>();
    for (const p of previews) for (const sp of p.spaces) (p.unusable > 0 ? error : clean).set(sp, { x: graph.spaces[sp]!.x, z: graph.spaces[sp]!.z });
    for (const k of clean.keys()) error.delete(k);
    return { clean: [...clean.values()], error: [...error.values()] };
  }, [previews, graph]);
  const ends = new Set<number>();
  for (const p of previews) {
    if (p.text === null || ends.has(p.end)) continue;
    ends.add(p.end);
    const at = graph.spaces[p.end]!;
    labels.push({ text: p.text, x: at.x, z: at.z - 0.55, height: 0.42 });
  }
  const flags: FlagItem[] = [];
  const spots: ExplainSpot[] = boxes.map((b) => ({ x: b.x, y: 0.05, z: b.z, r: 0.55 * SIZE, what: { term: MSS_TABLE_TERMS.boxes } }));
  for (const d of onTable) {
    const k = order.indexOf(d);
    const rest = k >= 0 && k < landed ? d.placed! : d.rolled;
    spots.push({ x: rest.x, y: DIE_SIZE / 2, z: rest.z, r: DIE_SIZE * 0.65, what: { term: d.die.die === 'red' ? MSS_TABLE_TERMS.red : MSS_TABLE_TERMS.white } });
  }
  const flagAt = (x: number, z: number, k: FlagKind) => {
    flags.push({ x, z, colour: FLAG_COLOURS[k] });
    spots.push({ x: x + 0.1, y: 0.3, z, r: 0.13, what: { term: MSS_TABLE_TERMS.flags[k] } });
  };
  for (const f of view.flags) {
    const c = state.cars.find((x) => x.id === f.car);
    if (!c || c.status !== 'racing') continue;
    const at = besideTrack(graph, c.space, 0.15);
    f.beside.forEach((k, i) => flagAt(at.x + i * 0.22, at.z, k));
    const pit = pitBoxes.length > 0 ? pitBoxes[f.car % pitBoxes.length] : undefined;
    if (pit) f.box.forEach((k, i) => flagAt(pit.x - 0.3 + i * 0.2, pit.z + 0.62 + Math.floor(f.car / pitBoxes.length) * 0.25, k));
  }
  useEffect(() => {
    tableProbe.game = 'motorsportspiel';
    tableProbe.moveKey = moveKey;
    tableProbe.throws = [];
    tableProbe.instruments = [];
    tableProbe.landed = landed;
    // A die is reported in its slot only once it has landed there.
    tableProbe.dice = onTable.map((d) => {
      const k = order.indexOf(d);
      const there = k >= 0 && k < landed;
      return { die: d.die.die, top: d.die.top, bottom: d.die.bottom, slot: there ? d.die.slot : null, value: there ? d.die.value : null };
    });
    tableProbe.box = order.length > 0 ? box : null;
    tableProbe.flags = view.flags.map((f) => ({ token: f.token, beside: [...f.beside], box: [...f.box] }));
    tableProbe.paths = previews.map((p) => ({ end: p.end, spaces: [...p.spaces], unusable: p.unusable, error: p.error, text: p.text }));
  }, [moveKey, view, box, onTable, order, landed, previews]);
  return (
    <group>
      <DiceBoxes boxes={boxes} highlight={view.dice.length > 0 ? box : null} size={SIZE} />
      {loose.map((d) => (
        <TableDie key={d.die.die} throws={d.throws} sides={d.sides} look={d.die.die === 'red' ? RED : WHITE} size={DIE_SIZE} startKey={moveKey} animate={rolling} />
      ))}
      {flights.length > 0 && <FlyingDice dice={flights} size={DIE_SIZE} startKey={moveKey} animate={placing} onLanded={onLanded} />}
      <Flags flags={flags} />
      {dots.clean.length > 0 && <PathDots dots={dots.clean} error={false} />}
      {dots.error.length > 0 && <PathDots dots={dots.error} error />}
      <AtlasLabels labels={labels} />
      <ExplainSpots spots={spots} />
    </group>
  );
}
