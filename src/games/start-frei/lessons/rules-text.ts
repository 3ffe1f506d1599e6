// The count-and-noun helper every caption uses is the app's shared one.
export { plural } from '../../../ui/words';

/**
 * The rulebook sections a caption may quote: exactly as they are printed in
 * rulebooks/start-frei.txt (a unit test checks each one is a line there).
 */
export const RULES = {
  moving: 'Rolling & Moving the Race Car',
  exact: 'Chicane Approached Exactly: 1 Carrera Coin Reward',
  tooFast: 'Chicane Approached Too Fast: Stop & Shift Down',
  laneChange: 'Lane Change',
  braking: 'Braking!',
  overtaking: 'Overtaking Manoeuvres & DRS',
  announce: 'Announce Overtaking Manoeuvre',
  rolling: 'Rolling',
  drsResult: 'DRS Result on the Boost Die',
  outcomes: 'Outcomes of an Overtaking Manoeuvre',
  drs: 'DRS Markers',
  shifting: 'Shifting',
  freeChange: 'Change Roll Result for Free',
  paidChange: 'Change Roll Result Several Times for Carrera Coins',
  positionPaid: 'Position-Dependent: Change Roll Result Several Times for Carrera Coins',
  ignoreChicanes: 'Ignore Chicanes for Carrera Coins',
  coinsCard: 'Cards That Bring Carrera Coins',
  instructions: 'Race Instructions',
  gameEnd: 'Game End & Winner',
} as const;

export type RuleName = (typeof RULES)[keyof typeof RULES];

/** The rulebook's names for the outcomes of an overtaking manoeuvre, with what they mean. */
export const OUTCOME_TEXT = {
  'too-slow': { name: 'Too slow!', plain: 'the car stops behind the car it wanted to overtake; no braking' },
  braking: { name: 'Braking!', plain: 'the car reaches the space of the car to be overtaken: it stays behind it and shifts down one gear' },
  'made-it': { name: 'Made it!!!', plain: 'the car gets past: 1 Carrera Coin per overtaken car' },
  'braked-out-too-slow': { name: 'Braked out and too slow!', plain: 'the boost die shows DRS: the car stops behind and receives a DRS marker' },
  'braked-out-run-into': { name: 'Braked out and run into!', plain: 'the boost die shows DRS and the car runs into the other car: it brakes, shifts down one gear and receives a DRS marker' },
} as const;

export function gearName(gear: number): string {
  return ['neutral', 'yellow', 'orange', 'red'][gear] ?? `gear ${gear}`;
}

