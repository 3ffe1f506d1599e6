/** Formuła 1's game terms, each explained in a plain sentence from the rulebook (How to play, and the tooltips over the table). */
import type { GlossaryEntry } from '../client';

export const glossary: readonly GlossaryEntry[] = [
  { term: 'Speed', explanation: 'Set before every move in steps of 40 km/h; each 40 km/h is one square, and the car moves exactly that many squares.' },
  { term: 'km/h', explanation: "A car's speed from its last move, as its speedometer shows it: each 40 km/h is one square." },
  { term: 'Beside the track', explanation: 'Where a car that left the track stands, at speed 0; on its next move it drives back on.' },
  { term: 'Speedometer', explanation: "The dial showing a car's speed from the last move; it starts at 0." },
  { term: 'Top speed', explanation: 'The speedometer goes up to 320 km/h, 8 squares a move.' },
  { term: 'Tyres', explanation: 'Each car has a pile of tyre tokens (28, 29 or 30 by grid slot). Sharp speed changes, throws of 1 or 2 and leaving the track cost tyres.' },
  { term: 'Free speed change', explanation: 'Keeping the speed, speeding up by 40, 80 or 120 km/h, or slowing by 40 km/h costs no tyres.' },
  { term: 'Tyre table', explanation: 'Bigger speed-ups cost 1, 2, 4, 8 or 16 tyres (+160 to +320 km/h); bigger slow-downs cost one tyre for every 40 km/h beyond the first.' },
  { term: 'Safe speed', explanation: 'The speed printed on a corner square. Passing or stopping on it faster means one throw of the die for every 40 km/h over.' },
  { term: 'Corner', explanation: 'Squares with a printed safe speed. Changing lane inside a corner can cross several of them, with throws on each.' },
  { term: 'Throw', explanation: 'A throw of the die on a corner taken too fast: 1 costs one tyre, 2 costs two, 3 to 5 nothing, 6 sends the car off the track.' },
  { term: 'Leaving the track', explanation: 'The car is put beside the corner square, its speed goes to 0 and it returns the tyres for slowing from its speed to 0. A car that must return tyres it does not have also leaves the track.' },
  { term: 'Blocking', explanation: 'Cars side by side can close the road. A car that cannot move its full speed and cannot pay the tyres to brake leaves the track beside a blocking car.' },
  { term: 'Returning to the track', explanation: 'On its next move a car beside the track drives back on from 0 km/h onto the squares ahead of the one it stands beside.' },
  { term: 'Turn order', explanation: 'Each round the car farthest along the race moves first, comparing the front edges of the squares. Cars level with each other move in the order they got there.' },
  { term: 'Front edge', explanation: 'The forward side of a square; in corners the lanes have squares of different lengths, so the front edge decides who is ahead.' },
  { term: 'One car per square', explanation: 'A car may not stop on, drive through or jump over a square with another car on it.' },
  { term: 'Pit service', explanation: 'After a completed lap (not on the last) a car may drive into the pit from the red square at any speed. Next move: speed 0 and tyres topped up to 30. The move after, it drives back onto the track.' },
  { term: 'Red square', explanation: 'The square beside the pit entry, from which a car may turn into the pit service.' },
  { term: 'Finish', explanation: 'The first car to cross the line on its last lap wins. The round is played out; others who cross in it follow in order, the rest are ranked by position.' },
  { term: 'Lap', explanation: 'One time round the circuit; the players agree the number of laps before the race.' },
  { term: 'Grid slot', explanation: 'Where a car starts, drawn by lot; slot 1 is at the front.' },
  { term: 'Risk of each speed', explanation: 'For the car choosing its speed: each speed it may set, its tyre price, and for the safest way at that speed the throws, the chance of leaving the track and the tyres expected to be lost.' },
  { term: 'Two cars', explanation: 'With 2 or 3 players, each drives two cars, each with its own tyres; a player is ranked by the better car.' },
];
