/**
 * What Start Frei's objects on the table explain at a tap: the glossary's terms, and for the two objects the glossary
 * does not name (the boost die, the pit-stop markers) the rulebook's words.
 */
import type { GlossaryEntry } from '../../client';

export const BOOST_DIE: GlossaryEntry = {
  term: 'Boost die',
  explanation: 'The black die rolled with the gear die to overtake: it brings 1 or 2 more movement points, or DRS: the overtaking fails because the car ahead brakes you out, and you get a DRS marker in compensation.',
};

export const PIT_STOP_MARKER: GlossaryEntry = {
  term: 'Pit-stop markers',
  explanation: 'Six markers lying face up at the pit stop. The first player to pass turns 2 of them and carries out the race instructions shown or takes the coins shown; the second turns 1 more. They are turned back for the next pass.',
};

export const START_FREI_TABLE_TERMS = { coins: 'Coin', drs: 'DRS marker', gearDie: 'Gear' } as const;
