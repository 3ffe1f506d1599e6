/**
 * Start Frei's client part (src/games/client.ts): the words the generic
 * shell shows the game with. The button labels and the event sentences are
 * its own (action-label.ts, describe-event.ts), which its lessons use too, so the
 * race and the lessons speak alike; this file adds the prompts, the HUD lines, the
 * glossary and "How to play".
 */
import { card, GEAR_NAMES, SECTIONS_PER_PASS, pendingMoveOptions, standings, type Action, type GameEvent, type GameState } from '../../rules/start-frei';
import { actionLabel as raceActionLabel } from './action-label';
import { describeEvent } from './describe-event';
import { startFreiEndFigures } from './end-figures';
import { choreograph } from './table/choreography';
import { createElement, lazy, Suspense } from 'react';
import type { GameClient, HudProps, TableObjectsProps } from '../client';
import type { LaneBoard } from '../../rules/core';
import { StartFreiChoices } from './Choices';
import { cardWords } from './CardView';
import { START_FREI_GLOSSARY } from './glossary';
import { StartFreiSetupOptions } from './SetupOptions';
import { sameChance, samePiles } from '../undo';
import { ordinal, plural } from '../../ui/words';

function moveLabel(state: GameState, action: Extract<Action, { type: 'move' }>): string {
  if (!state.turn?.pending) return 'Drive';
  const o = pendingMoveOptions(state).find((m) => m.switches.length === action.switches.length && m.switches.every((s, i) => s === action.switches[i]));
  if (!o) return 'Drive';
  const parts = [`Drive ${plural(o.path.length, 'space')}`];
  if (o.switches.length) parts.push(`change lanes ${o.switches.length === 1 ? 'once' : `${o.switches.length} times`} (${plural(o.switches.length, 'coin')})`);
  if (o.chicane) parts.push(o.chicane.exact ? 'stop exactly on a chicane (+1 coin)' : 'too fast into a chicane');
  if (o.stop === 'brake') parts.push(`brake behind ${state.names[o.brakedBehind ?? 0] ?? 'a car'}`);
  if (o.overtake?.outcome === 'made-it') parts.push(`overtake ${o.overtake.overtaken.map((p) => state.names[p]).join(' and ')}`);
  return parts.join(', ');
}

function actionLabel(state: GameState, _seat: number, action: Action): string {
  if (action.type === 'move') return moveLabel(state, action);
  if (action.type === 'choose') {
    const c = card(action.card);
    return `Card ${c.id}: ${cardWords(c)}`;
  }
  return raceActionLabel(action, state);
}

function actionGroup(_state: GameState, _seat: number, action: Action): string {
  switch (action.type) {
    case 'choose':
      return 'Your cards';
    case 'move':
      return 'Where to drive';
    case 'roll':
    case 'shift':
    case 'end-turn':
      return 'Race instructions';
    case 'adjust':
    case 'take-coins':
    case 'ignore-chicane':
      return 'Card specials';
    case 'use-drs':
    case 'keep-drs':
      return 'DRS';
    case 'buy':
    case 'pass':
    case 'turn-marker':
    case 'decline-markers':
      return 'Pit stop';
    case 'lay':
      return 'Lay the track';
  }
}

function prompt(state: GameState, seat: number): string {
  const name = state.names[seat] ?? `Car ${seat + 1}`;
  switch (state.phase) {
    case 'choose':
      return `${name}: choose in secret the card to play in this race section.`;
    case 'turn':
      if (state.turn?.pending) return `${name}: ${state.turn.pending.points} ${state.turn.pending.points === 1 ? 'point' : 'points'} rolled. Choose where to drive.`;
      if (state.turn?.drsOffer !== null && state.turn?.drsOffer !== undefined) return `${name}: a third DRS marker is drawn. Keep it or put it back.`;
      return `${name}: carry out the card. The next race instruction, a special, or end the turn.`;
    case 'pit':
      return `${name}: pit stop. Buy a card from the display, turn a marker, or pass.`;
    case 'lay':
      return `${name}: the last car lays the next piece of track.`;
    case 'over':
      return 'The race is over.';
  }
}

function seatStatus(state: GameState, seat: number): readonly string[] {
  const p = state.players[seat];
  if (!p) return [];
  const place = standings(state).indexOf(seat) + 1;
  // Short, as the old race's car panels said it, so a phone's seat card holds it in two lines.
  return [ordinal(place), `Lap ${Math.max(1, Math.min(p.laps + 1, 2))}/2`, plural(p.coins, 'coin'), `${GEAR_NAMES[p.gear] ?? p.gear} gear`, ...(p.drs.length ? [plural(p.drs.length, 'DRS marker')] : [])];
}

function eventText(_state: GameState, event: GameEvent, names: readonly string[]): string | null {
  return describeEvent(event, names);
}

function actionTarget(state: GameState, _seat: number, action: Action): number | null {
  if (action.type !== 'move' || !state.turn?.pending) return null;
  const o = pendingMoveOptions(state).find((m) => m.switches.length === action.switches.length && m.switches.every((s, i) => s === action.switches[i]));
  return o ? o.end : null;
}

// The table objects, the laid track and the steering wheels load with the table, not in the first load.
const TableObjectsLazy = lazy(() => import('./table/StartFreiTableObjects').then((m) => ({ default: m.StartFreiTableObjects })));
function TableObjects(props: TableObjectsProps<GameState, LaneBoard>) {
  return createElement(Suspense, { fallback: null }, createElement(TableObjectsLazy, props));
}
const TrackLazy = lazy(() => import('./table/StartFreiTableObjects').then((m) => ({ default: m.StartFreiTrack })));
function TrackView(props: TableObjectsProps<GameState, LaneBoard>) {
  return createElement(Suspense, { fallback: null }, createElement(TrackLazy, props));
}
const HudLazy = lazy(() => import('./Hud').then((m) => ({ default: m.StartFreiHud })));
function Hud(props: HudProps<GameState>) {
  return createElement(Suspense, { fallback: null }, createElement(HudLazy, props));
}

export const startFreiClient: GameClient<GameState, Action, GameEvent, LaneBoard> = {
  id: 'start-frei',
  actionLabel,
  actionGroup,
  prompt,
  seatStatus,
  eventText,
  actionTarget,
  Choices: StartFreiChoices,
  TableObjects,
  TrackView,
  Hud,
  SetupOptions: StartFreiSetupOptions,
  // Driven the other way round, or with tiles drawn, the state's graph is the one raced on.
  boardGraph: (state) => state.track.graph,
  endFigures: startFreiEndFigures,
  // The bots and a replay wait for the dice, the drive and the coins of a move, as the old race did.
  showMs: (events) => choreograph(events).duration,
  // Where the race stands, as the old race's panel said it: the pass and the race section.
  raceName: (state) => `pass ${state.pass}, race section ${state.section} of ${SECTIONS_PER_PASS}`,
  // A choice may be taken back until a die is rolled or a card, DRS marker or tile is drawn.
  undoable: (before, _action, after) => sameChance(before, after) && samePiles(before, after, ['drawPile', 'drsPile', 'display', 'tiles', 'forced']),
  glossary: START_FREI_GLOSSARY,
  howToPlay: [
    'Two laps make the race. In each race section every player chooses one card in secret; then the cars move, the leader first.',
    'On your turn, carry out your card from left to right: shift gear, roll the die of your gear and drive that many spaces. Choose your lane and use the switches to overtake.',
    'Stop exactly on chicanes for coins, and spend coins at the pit stop on better cards. The first car over the line after two laps wins.',
  ],
};
