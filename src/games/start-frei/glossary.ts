/** Start Frei's terms as the screen shows them, with the rulebook's words: the Help drawer lists them, and a term on a card or the table opens its entry. */
import type { GlossaryEntry } from '../client';

export const START_FREI_GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Race section', explanation: 'Every player plays one card; the cars then move in race order, the leader first. Six sections make a pass.' },
  { term: 'Card', explanation: 'Each card lists race instructions (roll the die, shift gear) and sometimes a special such as coins or a free ±1.' },
  { term: 'Gear', explanation: 'Neutral, yellow, orange or red: the higher the gear, the bigger the die you roll.' },
  { term: 'Coin', explanation: 'Earned by overtaking and by stopping exactly on a chicane; spent on switches, adjustments and new cards.' },
  { term: 'Chicane', explanation: 'A printed space: stop on it exactly for a coin, drive into it too fast and you stop and shift down.' },
  { term: 'Switch', explanation: 'A lane change printed on the track; using one costs a coin.' },
  { term: 'DRS marker', explanation: 'A bonus token drawn when you overtake: an extra shift, an extra roll, a change of points or ignoring a chicane.' },
  { term: 'Pit stop', explanation: 'After each pass: buy a card from the display, or pass and turn pit-stop markers.' },
];
