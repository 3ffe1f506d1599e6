/**
 * Das Motorsportspiel's objects on the table: the four dice boxes (slots
 * 1-2-3) beside the track; the dice of the car on turn, rolled beside the box
 * nearest to it, each with the number on its bottom printed beside it, then
 * laid into the box in the chosen order with the chosen reading on top; the
 * flags beside each car that earned one and in its pit box. It draws what
 * table.ts reads from the state and the events.
 */
import { useEffect, useMemo } from 'react';
import type { TableObjectsProps } from '../client';
import type { LaneBoard } from '../../rules/core';
import { DICE, type MssState } from '../../rules/motorsportspiel';
import { AtlasLabels, type TableLabel } from '../../scene/table/AtlasLabels';
import { boxSlot, DiceBoxes } from '../../scene/table/DiceBoxes';
import { Flags, type FlagItem } from '../../scene/table/Flags';
import { TableDie } from '../../scene/table/TableDie';
import { besideTrack, fourSpots, nearestSpot } from '../../scene/table/layout';
import { tableProbe } from '../../scene/table/table-probe';
import { cubeSides, mssTable, type FlagKind } from './table';

const FLAG_COLOURS: Readonly<Record<FlagKind, string>> = { yellow: '#f2cf1d', red: '#d33a2c', black: '#15171a', white: '#f4f4f0', blue: '#2f6fd8' };
const WHITE = { bg: '#f4f1e8', ink: '#1b2228' };
const RED = { bg: '#c8262c', ink: '#ffffff' };
/** The dice boxes and dice are drawn this many times their unit size: the printed board is large (150 × 80 cm) and its dice boxes with it. */
const SIZE = 1.8;
const BOX_GAP = 1.6;

export function MssTableObjects({ state, events, moveKey, fresh, reducedMotion }: TableObjectsProps<MssState, LaneBoard>) {
  const graph = state.graph;
  const view = useMemo(() => mssTable(state, events), [state, events]);
  const { spots: boxes, inside } = useMemo(() => fourSpots(graph, BOX_GAP, 2.8), [graph]);
  const pitBoxes = useMemo(() => graph.spaces.filter((s) => s.features.pit === 'box'), [graph]);
  const car = view.car === null ? null : state.cars.find((c) => c.id === view.car);
  const space = car ? graph.spaces[car.space] : undefined;
  const box = space ? nearestSpot(boxes, space.x, space.z) : null;
  const animate = fresh && !reducedMotion && view.motion === 'rolled';
  const labels: TableLabel[] = [];
  for (const b of boxes) for (let k = 0; k < 3; k++) labels.push({ text: String(k + 1), ...boxSlot({ x: b.x, z: b.z + 0.6 * SIZE }, k, SIZE), height: 0.4 * SIZE });
  const dice = useMemo(() => view.dice.map((d, i) => {
    const at = boxes[box ?? 0]!;
    // Rolled: in a row beside the box (towards the middle inside the loop, away from it outside); placed: in its slot.
    const away = (at.x < (boxes[0]!.x + boxes[1]!.x) / 2 ? -1 : 1) * (inside ? -1 : 1);
    const spot = d.slot !== null ? boxSlot(at, d.slot, SIZE) : { x: at.x + away * (1.6 + i * 1.1) * SIZE, z: at.z };
    const sides = cubeSides(d.die);
    const side = sides.indexOf(d.face);
    // A die laid in its box shows the reading chosen on top (turned over when its bottom is read).
    const top = d.side === 'bottom' ? side ^ 1 : side;
    // Rolled: the number on its bottom, the other reading to choose; laid in the box read from below: said so.
    const text = d.slot === null ? `${d.bottom} below` : d.side === 'bottom' ? 'from below' : '';
    const label = { text, x: spot.x, z: spot.z + (d.slot === null ? 0.6 + (i % 2) * 0.4 : -0.55 - (d.slot % 2) * 0.3) * SIZE, height: 0.42 * SIZE };
    return { d, throws: [{ x: spot.x, z: spot.z, top }], sides: sides.map((f) => DICE[d.die].faces[f]!), label };
  }), [view.dice, boxes, box, inside]);
  for (const d of dice) if (d.label.text) labels.push(d.label);
  const flags: FlagItem[] = [];
  for (const f of view.flags) {
    const c = state.cars.find((x) => x.id === f.car);
    if (!c || c.status !== 'racing') continue;
    const at = besideTrack(graph, c.space, 0.15);
    f.beside.forEach((k, i) => flags.push({ x: at.x + i * 0.22, z: at.z, colour: FLAG_COLOURS[k] }));
    const pit = pitBoxes.length > 0 ? pitBoxes[f.car % pitBoxes.length] : undefined;
    if (pit) f.box.forEach((k, i) => flags.push({ x: pit.x - 0.3 + i * 0.2, z: pit.z + 0.62 + Math.floor(f.car / pitBoxes.length) * 0.25, colour: FLAG_COLOURS[k] }));
  }
  useEffect(() => {
    tableProbe.game = 'motorsportspiel';
    tableProbe.moveKey = moveKey;
    tableProbe.throws = [];
    tableProbe.dice = view.dice.map((d) => ({ die: d.die, top: d.top, bottom: d.bottom, slot: d.slot, value: d.value }));
    tableProbe.box = view.dice.some((d) => d.slot !== null) ? box : null;
    tableProbe.flags = view.flags.map((f) => ({ token: f.token, beside: [...f.beside], box: [...f.box] }));
  }, [moveKey, view, box]);
  return (
    <group>
      <DiceBoxes boxes={boxes} highlight={view.dice.length > 0 ? box : null} size={SIZE} />
      {dice.map(({ d, throws, sides }) => (
        <TableDie key={d.die} throws={throws} sides={sides} look={d.die === 'red' ? RED : WHITE} size={0.46 * SIZE} startKey={moveKey} animate={animate} />
      ))}
      <Flags flags={flags} />
      <AtlasLabels labels={labels} />
    </group>
  );
}
