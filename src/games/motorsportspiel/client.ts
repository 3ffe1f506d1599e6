/**
 * Das Motorsportspiel's client part: the words the Race, Replay and Learn
 * shells show (buttons, prompts, the HUD, the event log, the glossary, how to
 * play). The board is a lane graph, drawn by the shell's 3D track.
 */
import type { LaneBoard, Seat } from '../../rules/core';
import { createElement, lazy, Suspense } from 'react';
import type { GameClient, HudProps, TableObjectsProps } from '../client';
import { glossary } from './glossary';
import { MssSetupOptions } from './SetupOptions';
import { DICE, dieReading, distance, lapsDone, previewPath, protocolText, racingOrder, SEVERE_FROM, type Car, type MssAction, type MssEvent, type MssState, type PlacedDie } from '../../rules/motorsportspiel';
import { sameChance } from '../undo';
import { penaltyFlags } from './table';
import { raceNameOf } from './race-name';
import { mssEndFigures, mssEndSentence } from './end';
import { verb } from '../../ui/words';

const ORDINAL = ['first', 'then', 'then'];
const place = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const dieWord = (die: string) => (die === 'red' ? 'red die' : 'white die');
const carName = (state: MssState, id: number, names?: readonly string[]) => {
  const c = state.cars[id]!;
  const name = names?.[c.seat] ?? state.names[c.seat] ?? `Car ${c.number}`;
  return state.cars.filter((x) => x.seat === c.seat).length > 1 ? `${name} (#${c.number})` : name;
};

/** A second verb of a sentence about a car, in the person of its name ("You (#3) … and miss"). */
const also = (name: string, third: string) => verb(name.startsWith('You (#') ? 'You' : name, third);

function dieText(state: MssState, d: { die: string; side: 'top' | 'bottom' }): { value: number; text: string } {
  const face = state.turn?.roll[d.die as PlacedDie['die']] ?? 0;
  const die = DICE[d.die as PlacedDie['die']];
  const value = dieReading(die, face, d.side);
  const top = dieReading(die, face, 'top');
  const colour = d.die === 'red' ? 'red ' : '';
  return { value, text: d.side === 'bottom' ? `the ${colour}${value} (read from below, ${top} on top)` : `the ${colour}${value}` };
}

function pathLabel(state: MssState, to: readonly number[]): string {
  const turn = state.turn!;
  const die = turn.plan[turn.die]!;
  const car = state.cars[turn.car]!;
  const { unusable } = previewPath(state, to);
  let lane = state.graph.spaces[car.space]!.lane;
  const steps: number[] = [];
  let pit = false;
  to.forEach((s, i) => {
    const sp = state.graph.spaces[s]!;
    if (sp.features.pit) pit = true;
    else if (sp.lane !== lane) steps.push(i + 1);
    lane = sp.lane;
  });
  if (to.length === 0) return `The ${die.value} cannot be driven at all: ${unusable} points unusable (${unusable >= SEVERE_FROM ? 'a severe error, off the track' : 'a light error, yellow flag'})`;
  const laneName = lane === 0 ? 'left' : lane === 1 ? 'right' : `${lane + 1}th`;
  const list = steps.length === 1 ? `${steps[0]}` : `${steps.slice(0, -1).join(', ')} and ${steps.at(-1)}`;
  const how = pit ? ' into the pit lane' : steps.length === 0 ? ' straight on' : `, changing lanes on step${steps.length === 1 ? '' : 's'} ${list}, ending in the ${laneName} lane`;
  const spaces = `${to.length} space${to.length === 1 ? '' : 's'}`;
  if (unusable > 0) return `Drive ${spaces}${how}, then stop: ${unusable} points unusable (${unusable >= SEVERE_FROM ? 'a severe error' : 'a light error'})`;
  return `Drive the ${die.value}: ${spaces}${how}`;
}

function actionLabel(state: MssState, _seat: Seat, action: MssAction): string {
  switch (action.type) {
    case 'dice':
      return action.white === 0 ? 'Roll the red die only (full braking)' : action.white === 1 ? 'Roll the red die and one white die' : 'Roll the red die and both white dice';
    case 'order':
      return action.dice
        .map((d, i) => {
          const t = dieText(state, d).text;
          return i === 0 ? `Use ${t} first` : `${ORDINAL[i]} ${t}`;
        })
        .join(', ');
    case 'path':
      return pathLabel(state, action.to);
    case 'time-up':
      return 'Time is up (a white time-penalty flag)';
    case 'final-lap':
      return action.pit ? 'Pit in, as the flag demands' : 'Ride it out to the finish (the red die and at most one white die)';
  }
}

function actionGroup(_state: MssState, _seat: Seat, action: MssAction): string {
  return { dice: 'Dice', order: 'Dice boxes', path: 'Drive', 'time-up': 'Timer', 'final-lap': 'Final lap' }[action.type];
}

function prompt(state: MssState, _seat: Seat): string {
  const turn = state.turn;
  if (!turn) return state.over ? 'The race is over.' : 'Waiting for the next car.';
  const name = carName(state, turn.car);
  switch (turn.phase) {
    case 'dice':
      return `${name}: say how many white dice you roll with the red die.`;
    case 'order':
      return `${name}: place the dice in the dice boxes in the order you will drive them, each read from the top or from below.`;
    case 'move': {
      const d = turn.plan[turn.die]!;
      return `${name}: drive the ${d.value} on the ${dieWord(d.die)} (${turn.die + 1} of ${turn.plan.length}). Choose your path.`;
    }
    case 'final-lap':
      return `${name}: a flag on the final lap. Pit in, or ride it out with the red die and at most one white die?`;
  }
}

function flagsOf(state: MssState, c: Car): string[] {
  const out: string[] = [];
  const { beside, box } = penaltyFlags(state, c);
  if (beside.includes('yellow')) out.push('Yellow flag beside the car: moves last in the next round');
  if (beside.includes('red')) out.push('Red flag beside the car');
  if (c.black) out.push('Black flag: must pit this lap');
  else if (box.includes('red')) out.push('A red flag in the pit box (one more flag makes the black flag)');
  else if (box.includes('yellow')) out.push('A yellow flag in the pit box (another one makes a red flag)');
  if (c.whites > 0) out.push(`${c.whites} white flag${c.whites === 1 ? '' : 's'}`);
  if (c.mustStop) out.push('Must stop in the pit box');
  if (c.blue > 0) out.push(`Lapped ${c.blue === 1 ? 'once' : `${c.blue} times`} (blue flag)`);
  if (c.cautious) out.push('Riding it out: one white die at most');
  return out;
}

function seatStatus(state: MssState, seat: Seat): readonly string[] {
  const order = racingOrder(state);
  const lines: string[] = [];
  for (const c of state.cars.filter((x) => x.seat === seat)) {
    const tag = state.cars.filter((x) => x.seat === seat).length > 1 ? `#${c.number}: ` : '';
    if (c.status === 'finished') lines.push(`${tag}Finished ${place(state.finish.indexOf(c.id) + 1)}`);
    else if (c.status === 'out') lines.push(`${tag}Out of the race (${c.outReason ?? 'retired'})`);
    else {
      lines.push(`${tag}Lap ${Math.min(lapsDone(c) + 1, state.config.laps)} of ${state.config.laps}`);
      lines.push(`${tag}Position ${state.finish.length + order.indexOf(c.id) + 1} of ${state.cars.length}`);
      if (c.off) lines.push(`${tag}Off the track in the gravel${c.miss > 0 ? ' (misses a turn)' : ''}`);
      const g = state.graph.spaces[c.space]!.features.maxGear;
      if (g !== undefined && !c.off) lines.push(`${tag}In a curve: max gear ${g}`);
      for (const f of flagsOf(state, c)) lines.push(`${tag}${f}`);
    }
  }
  return lines;
}

function eventText(state: MssState, e: MssEvent, names: readonly string[]): string | null {
  const n = (id: number) => carName(state, id, names);
  switch (e.type) {
    case 'round':
      return `Round ${e.round}: ${e.order.map((id) => n(id)).join(', ')} in that order.`;
    case 'rolled': {
      const parts = Object.entries(e.faces).map(([die, f]) => `${dieWord(die)} ${f.top} (${f.bottom} below)`);
      return `${n(e.car)} rolls: ${parts.join(', ')}.`;
    }
    case 'placed':
      return `${n(e.car)} places the dice: ${e.plan.map((d) => `${d.value}${d.side === 'bottom' ? ' (from below)' : ''}`).join(', then ')}.`;
    case 'moved':
      return `${n(e.car)} drives the ${e.value}${e.path.length < e.value ? ` for ${e.path.length} space${e.path.length === 1 ? '' : 's'}` : ''}.`;
    case 'draft':
      return `${n(e.car)} moves up in the fast lane, drafting.`;
    case 'error':
      return `${n(e.car)} cannot drive ${e.points} point${e.points === 1 ? '' : 's'}: a ${e.severity} driving error${e.place === 'curve' ? ' in the curve' : e.place === 'blocked' ? ', blocked by a car ahead' : e.place === 'pit' ? ' in the pit lane' : ''}.`;
    case 'flag':
      return {
        yellow: `${n(e.car)} gets a yellow flag.`,
        red: `${n(e.car)} gets a red flag.`,
        black: `${n(e.car)} has the black flag and must pit this lap.`,
        white: `${n(e.car)} took too long: a white time-penalty flag.`,
        blue: `${n(e.car)} has been lapped (blue flag).`,
      }[e.flag];
    case 'off':
      return `${n(e.car)} flies off into the gravel and ${also(n(e.car), 'misses')} the next turn.`;
    case 'reenter':
      return `${n(e.car)} comes back onto the track.`;
    case 'missed':
      return `${n(e.car)} ${e.why === 'blocked' ? 'is blocked' : e.why === 'off' ? 'is in the gravel' : 'stands in the pit box'} and ${also(n(e.car), 'misses')} the turn.`;
    case 'pit':
      return e.stop ? `${n(e.car)} stops in the pit box; the penalty flags are cleared.` : `${n(e.car)} drives through the pit lane; the penalty flags are cleared.`;
    case 'lap':
      return `${n(e.car)} completes lap ${e.lap}.`;
    case 'finished':
      return `${n(e.car)} crosses the finish line in ${place(e.place)} place.`;
    case 'out':
      return `${n(e.car)} is out of the race: ${e.reason}.`;
    case 'final-lap':
      return e.pit ? `${n(e.car)} will pit in.` : `${n(e.car)} rides it out with the red die and one white die at most.`;
    case 'over':
      return e.reason === 'finish' ? `The race is over. Protocol: ${protocolText(state) || 'no errors'}.` : 'The race is stopped (round limit); the order on the track counts.';
  }
}

function actionTarget(state: MssState, _seat: Seat, action: MssAction): number | null {
  if (action.type !== 'path' || action.to.length === 0) return null;
  return action.to.at(-1)!;
}

export { glossary } from './glossary';

export const howToPlay: readonly string[] = [
  'Each round the cars move in racing order: the car furthest ahead first. On your turn say how many white dice you roll (none, one or two); the red die is always rolled.',
  'Then place the dice in the dice boxes in the order you will use them, and choose for each whether you read its top or its bottom. A white die from below shows 7 minus the top; the red die shows one of its other two numbers.',
  'Drive die by die: every point is one space forward. With a 2, 3 or 5 you may change lanes diagonally forward; with a 1, 4 or 6 you drive straight on. Cars never go back and never jump over other cars.',
  'Inside a curve no die above its maximum gear may be used. Use big numbers before the curve, or read the die from below. Points you cannot drive are a driving error: 1 to 3 a yellow flag, 4 or more a red flag and a trip into the gravel.',
  'Flags add up: two yellows make a red, a red and another flag make the black flag, and then you must drive through the pit lane this lap, in the lowest gears. Another error first and you are out.',
  'The long dotted fast-lane spaces take two cars; drafting behind the front car pulls you ahead of a car beside you when it leaves. The first car over the finish line after the last lap wins.',
];

/** The dice, dice boxes and flags on the 3D table, loaded with the scene. */
const TableObjectsLazy = lazy(() => import('./TableObjects').then((m) => ({ default: m.MssTableObjects })));
function TableObjects(props: TableObjectsProps<MssState, LaneBoard>) {
  return createElement(Suspense, { fallback: null }, createElement(TableObjectsLazy, props));
}

/** The move timer and the racing protocol over the table, loaded with the table. */
const HudLazy = lazy(() => import('./Hud').then((m) => ({ default: m.MssHud })));
function Hud(props: HudProps<MssState>) {
  return createElement(Suspense, { fallback: null }, createElement(HudLazy, props));
}

export const motorsportspielClient: GameClient<MssState, MssAction, MssEvent, LaneBoard> = {
  id: 'motorsportspiel',
  // A choice may be taken back until the dice are rolled again (nothing else is hidden).
  undoable: (before, _action, after) => sameChance(before, after),
  actionLabel,
  actionGroup,
  prompt,
  seatStatus,
  eventText,
  actionTarget,
  glossary,
  howToPlay,
  TableObjects,
  Hud,
  SetupOptions: MssSetupOptions,
  raceName: raceNameOf,
  endFigures: mssEndFigures,
  endSentence: mssEndSentence,
  focusTokens: (state) => (state.turn ? [`car-${state.turn.car}`] : []),
};

/** How far a car has come, for a HUD that sorts by it. */
export const carDistance = (state: MssState, car: Car): number => distance(state.graph, car);
