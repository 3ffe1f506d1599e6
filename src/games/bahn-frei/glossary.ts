/** Bahn Frei's game terms, each explained in a plain sentence from the rulebook (How to play, and the tooltips on the map). */
import type { GlossaryEntry } from '../client';
import { ROUNDS } from '../../rules/bahn-frei';

export const BAHN_GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Chief of operations', explanation: 'The player who leads the round, turns the hourglass and has the last word when the group must choose; the next player takes over each round.' },
  { term: 'Red station', explanation: 'A big hub. Trains start on one, refuel there, and end round 15 there for a bonus.' },
  { term: 'Black station', explanation: 'A smaller station. Passengers wait at it and travel to it, and trains meet in it to change passengers, as at every station; but no train starts, refuels or ends round 15 for the bonus there: only a red station does that.' },
  { term: 'Line', explanation: 'The route between two stations, made of black, white and red spaces; every space counts one move.' },
  { term: 'Express route', explanation: 'A red route. The Express skips its white spaces, unless it enters the route on a white space from a black station.' },
  { term: 'Passenger card', explanation: 'A passenger waiting at the departure station with a destination and a travel time.' },
  { term: 'Travel time', explanation: 'How many rounds the passenger will ride ("Fahrzeit"); the car the passenger boards.' },
  { term: 'Car', explanation: 'One of the five cars of a train plate. The car number is the rounds the passenger still has.' },
  { term: 'Range', explanation: 'How many spaces a train may move this round: 8 for beginners, 7 for frequent travellers, 6 for the Express.' },
  { term: 'Change trains', explanation: 'A passenger moves to another train when both locomotives stand on the same station, into the same car number.' },
  { term: 'Voucher', explanation: 'Earned by delivering a passenger early (from car 2 to 5). Placed on a waiting passenger it prevents his complaint; a full circle takes a complaint off.' },
  { term: 'Voucher circle', explanation: 'Holds as many vouchers as there are players.' },
  { term: 'Complaint-O-meter', explanation: 'Counts complaints. At 8 the team loses at once; 7 or fewer after round 15 wins.' },
  { term: 'Complaint', explanation: 'A passenger left waiting at the end of a round, or moved out of car 1 before arriving.' },
  { term: 'Hourglass', explanation: 'The rail operations last 30 seconds (1 minute for a solo player); actions not finished when it runs out expire.' },
  { term: 'Operations briefing', explanation: 'Untimed planning: who picks up whom, where passengers change trains.' },
  { term: 'Rail operations', explanation: 'Everyone drives at once against the hourglass, boarding, changing and dropping off passengers.' },
  { term: 'Complaint management', explanation: 'At the end of the round every passenger moves a car lower; late and waiting passengers complain; vouchers are used.' },
  { term: 'Event card', explanation: 'Drawn from round 3: a surprise for this round, good or bad.' },
  { term: 'Closed', explanation: 'A station or line with a warning marker: no train may enter it this round; a train already there may leave.' },
  { term: 'Beginner', explanation: '"Einsteiger": every train moves 8 spaces and has no special ability.' },
  { term: 'Frequent traveller', explanation: '"Vielfahrer": trains move 7 spaces and have special abilities.' },
  { term: 'Express', explanation: 'The red train: 6 spaces, but skips white spaces on express routes.' },
  { term: 'Sinatra', explanation: 'The green train: at the end of each round one passenger of its choice stays in the same car.' },
  { term: 'Röntgen', explanation: 'The yellow train: one more passenger card is drawn and the group puts one back (never a special passenger).' },
  { term: 'St. Martin', explanation: "The blue train: in rounds 3, 6, 9 and 12 it splits into two parts of 7 spaces each; passengers left in the second part at the end of the round complain." },
  { term: 'Special passenger', explanation: 'A passenger with a special wish written on the card; late, he is worth 2 complaints.' },
  { term: 'Spaces left', also: ['space left'], explanation: 'How many more spaces the train may still move this round; at the next round it has its whole range again.' },
  { term: 'Passengers aboard', also: ['passenger aboard'], explanation: "The passengers riding on this train, each in the car of the rounds it still has to travel." },
  {
    term: 'Rounds',
    also: Array.from({ length: ROUNDS }, (_, i) => `Round ${i + 1} of ${ROUNDS}`),
    explanation: `The game lasts ${ROUNDS} rounds. Each has the operations briefing, the rail operations against the hourglass and complaint management, and a new chief of operations.`,
  },
  { term: 'Round 15', explanation: 'No new passengers. Each one still waiting is a complaint, every 2 still on trains are one; if every train ends in a red station, one passenger leaves without complaint.' },
];


/** A term and its explanation, for a tooltip: "Red station: a big hub. …". */
export function explain(term: string): string {
  const e = BAHN_GLOSSARY.find((x) => x.term === term);
  return e ? `${e.term}: ${e.explanation}` : term;
}
