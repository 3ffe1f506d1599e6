/**
 * Bahn Frei's client part: the words the shells show (buttons, prompts, the
 * HUD, the log, the glossary, How to play) and the rail-map board view.
 */
import type { RailMap } from '../../rail';
import { card, CHARACTERS, cashable, eventCard, LOSING_COMPLAINTS, operationsSeconds, ROUNDS, type BahnAction, type BahnEvent, type BahnState, type Decision } from '../../rules/bahn-frei';
import type { GameClient } from '../client';
import { BahnBoardView } from './BoardView';
import { BAHN_GLOSSARY } from './glossary';
import { bahnEndFigures, bahnEndSentence, bahnScoreText } from './end';

export { BAHN_GLOSSARY } from './glossary';
import { BahnSetupOptions, gameNameOf } from './SetupOptions';
import { ABILITY, cap, carOf, characterIntro, eventTitle, partName, passengerName, plural, spaceName, stationName, stepWords, trainName } from './words';
import { verb } from '../../ui/words';
import { sameChance, samePiles } from '../undo';

const EFFECT_QUESTION: Readonly<Record<string, { readonly yes: string; readonly no: string; readonly ask: string }>> = {
  tickets: { ask: 'Can you show a train ticket or BahnCard before the time runs out?', yes: 'Yes, we showed a ticket: 2 spaces more', no: 'No ticket' },
  windshield: { ask: 'Does everyone have a drink at hand?', yes: 'Yes: every train takes a sip at its next station', no: 'No drink: every train must refuel at a red station' },
  'sick-passenger': { ask: 'Does anyone among you work in a medical profession?', yes: 'Yes, a doctor or nurse is with us', no: 'No: wait for the ambulance, 1 space less for everyone' },
};

function optionLabel(s: BahnState, dec: Decision | undefined, option: string): string {
  if (dec?.kind === 'answer') {
    const q = EFFECT_QUESTION[dec.effect];
    if (q) return option === 'yes' ? q.yes : q.no;
  }
  const effect = dec && 'effect' in dec ? dec.effect : null;
  switch (option) {
    case 'fewer-spaces':
      return 'Every train drives 1 space less';
    case 'passengers':
      return 'On every train one passenger moves a car lower';
    case 'train':
      return effect === 'heat' ? 'One train stays in its station to care for the passengers' : effect === 'arrangement' ? 'One train travels 1 space less' : 'One train does not move this round';
    case 'complaint':
      return 'Take 1 complaint instead';
    case 'voucher':
      return 'Use a voucher';
    case 'passenger':
      return 'Move one passenger a car lower';
    case 'cash':
      return `Hand in the full voucher circle: 1 complaint less`;
    case 'done':
      return 'Use no more vouchers now';
    case 'none':
      return dec?.kind === 'pass' ? 'Pass nobody on' : dec?.kind === 'sinatra' ? 'Keep nobody in place' : dec?.kind === 'excuse' ? 'Let nobody go' : 'Nobody';
    default:
      return cap(option);
  }
}

function pickLabel(s: BahnState, dec: Decision | undefined, id: string): string {
  const who = passengerName(s, id);
  const car = carOf(s, id);
  const inCar = car !== null ? ` (car ${car})` : '';
  switch (dec?.kind) {
    case 'put-back':
      return `Put ${who} back under the pile`;
    case 'keep-one':
      return `Bring ${who} into play`;
    case 'lower':
      return `Move ${who}${inCar} a car lower`;
    case 'pass': {
      const i = s.trains.findIndex((t) => t.colour === dec.train);
      const next = s.trains[(i + 1) % s.trains.length]!;
      return `Pass ${who}${inCar} to ${partName(s, next.colour)}`;
    }
    case 'sinatra':
      return `Keep ${who} in car ${car ?? 1}`;
    case 'vouchers':
      return `Place a voucher on ${who}, still waiting in ${stationName(s, passengerStation(s, id))}`;
    case 'excuse':
      return `Let ${who} go without a complaint`;
    default:
      return cap(who);
  }
}

function passengerStation(s: BahnState, id: string): string {
  const p = s.passengers.find((x) => x.id === id);
  return p?.where.at === 'waiting' ? p.where.station : '';
}

function trainLabel(s: BahnState, dec: Decision | undefined, train: string): string {
  const name = cap(partName(s, train));
  if (dec?.kind !== 'pick-train') return name;
  switch (dec.effect) {
    case 'delayed-train':
      return `${name}: all its passengers move a car lower`;
    case 'bachelors':
      return `${name}: car 3 flees to car 2`;
    case 'arrangement':
      return `${name} travels 1 space less`;
    case 'heat':
      return `${name} stays in its station`;
    default:
      return `${name} does not move this round`;
  }
}

function actionLabel(s: BahnState, _seat: number, a: BahnAction): string {
  const dec = s.phase === 'decide' ? s.pending[0] : undefined;
  switch (a.type) {
    case 'place':
      return `Start ${partName(s, a.train)} in ${stationName(s, a.station)}`;
    case 'choose':
      return optionLabel(s, dec, a.option);
    case 'pick':
      return pickLabel(s, dec, a.passenger);
    case 'pick-train':
      return trainLabel(s, dec, a.train);
    case 'start':
      return 'Turn the hourglass: start the rail operations';
    case 'step':
      return `${cap(partName(s, a.part))} ${stepWords(s, s.parts.find((p) => p.id === a.part)?.space ?? a.to, a.to)}`;
    case 'board': {
      const c = s.passengers.find((p) => p.id === a.passenger);
      const car = c ? Math.max(1, card(a.passenger).time - c.vouchers) : 1;
      return `${cap(partName(s, a.part))}: take on ${passengerName(s, a.passenger)} into car ${car}`;
    }
    case 'alight':
      return `${cap(partName(s, a.part))}: ${passengerName(s, a.passenger)} gets off${(carOf(s, a.passenger) ?? 1) >= 2 ? ' early (a voucher)' : ''}`;
    case 'transfer': {
      const p = s.passengers.find((x) => x.id === a.passenger);
      const from = p?.where.at === 'aboard' ? p.where.part : '';
      return `${cap(passengerName(s, a.passenger))} changes from ${partName(s, from)} to ${partName(s, a.to)}`;
    }
    case 'sip':
      return `${cap(partName(s, a.part))}: take a sip, then drive on`;
    case 'done':
      return 'My trains are done for this round';
    case 'time-up':
      return 'The time is up';
  }
}

function actionGroup(s: BahnState, _seat: number, a: BahnAction): string {
  switch (a.type) {
    case 'step':
    case 'sip':
      return 'Move';
    case 'board':
    case 'alight':
    case 'transfer':
      return 'Passengers';
    case 'done':
    case 'time-up':
      return 'End of the rail operations';
    case 'place':
      return 'Starting station';
    case 'start':
      return 'Operations briefing';
    default:
      return s.phase === 'decide' && s.pending[0]?.kind === 'vouchers' ? 'Vouchers' : 'Decide';
  }
}

function decisionPrompt(s: BahnState, dec: Decision): string {
  const ev = s.event !== null ? `${eventTitle(s.event)}: ` : '';
  switch (dec.kind) {
    case 'put-back':
      return `${characterIntro('yellow')} lets the team draw one passenger card more: choose one to put back under the pile.`;
    case 'answer':
      return `${ev}${EFFECT_QUESTION[dec.effect]?.ask ?? 'Answer the question on the card.'}`;
    case 'either':
      return `${ev}choose one of the two.`;
    case 'lower':
      return dec.train !== null ? `${ev}choose the passenger on ${partName(s, dec.train)} who moves a car lower.` : `${ev}choose a passenger who moves a car lower.`;
    case 'pick-train':
      return `${ev}choose the train.`;
    case 'keep-one':
      return `${ev}choose which of the two passengers comes into play (the other goes under the pile).`;
    case 'pass':
      return `${ev}${cap(partName(s, dec.train))} may pass one passenger to the next train.`;
    case 'sinatra':
      return `${characterIntro('green')} entertains its passengers: choose one who stays in the same car this round.`;
    case 'vouchers':
      return cashable(s) ? 'Use vouchers: place one on a waiting passenger, or hand in the full circle for 1 complaint less.' : 'Use vouchers: place one on a waiting passenger so he does not complain.';
    case 'excuse':
      return 'Every train ended in a red station: one remaining passenger may leave without complaint.';
  }
}

function prompt(s: BahnState, seat: number): string {
  switch (s.phase) {
    case 'place':
      return 'Put your locomotive on a red station.';
    case 'decide': {
      const dec = s.pending[0];
      if (!dec) return 'Wait.';
      return dec.seat === seat ? decisionPrompt(s, dec) : `Waiting for ${s.names[dec.seat] ?? 'another player'} to decide.`;
    }
    case 'briefing':
      return seat === s.chief ? 'Plan together who picks up whom, then turn the hourglass.' : `Plan together; ${s.names[s.chief] ?? 'the chief of operations'} turns the hourglass.`;
    case 'operations':
      return s.done[seat] ? 'Done: wait for the others or the hourglass.' : 'Drive, pick up and drop off passengers before the time runs out.';
    case 'over':
      return s.won ? 'The team has won.' : 'The team has lost.';
  }
}

function seatStatus(s: BahnState, seat: number): string[] {
  const out: string[] = [];
  for (const part of s.parts) {
    if (s.trains[part.train]!.driver !== seat) continue;
    const colour = s.trains[part.train]!.colour;
    const who = s.plates === 'frequent' && !part.cube ? ` (${CHARACTERS[colour]})` : '';
    const aboard = s.passengers.filter((p) => p.where.at === 'aboard' && p.where.part === part.id).length;
    out.push(`${cap(partName(s, part.id))}${who} at ${spaceName(s, part.space)}`, `${plural(part.left, 'space')} left`, `${plural(aboard, 'passenger')} aboard`);
  }
  // After a change of shift a seat drives another train than the one it started with: say which it started with.
  const first = s.seats > 1 ? s.trains[seat] : undefined;
  if (first && first.driver !== seat) out.push(`Started with ${trainName(s, first.colour)}, taken over at a change of shift`);
  out.push(`Round ${s.round} of ${ROUNDS}`, `${plural(s.complaints, 'complaint')} (${LOSING_COMPLAINTS} lose)`, `${plural(s.vouchers, 'voucher')} of ${s.maxVouchers}`);
  if (s.chief === seat) out.push('Chief of operations');
  return out;
}

function eventText(s: BahnState, e: BahnEvent, names: readonly string[]): string | null {
  switch (e.type) {
    case 'Placed': {
      // The characters come in with their trains: said once, with what the rulebook gives each.
      const colour = s.trains.find((t) => t.colour === e.train)?.colour;
      const who = s.plates === 'frequent' && colour ? ` It is ${characterIntro(colour).slice(0, -1)}: ${ABILITY[colour]}.` : '';
      return `${cap(partName(s, e.train))} starts in ${stationName(s, e.station)}.${who}`;
    }
    case 'RoundStarted': {
      const chief = names[e.chief] ?? 'The chief';
      return `Round ${e.round} begins; ${chief} ${verb(chief, 'is')} chief of operations.`;
    }
    case 'Split':
      return `${characterIntro('blue')} splits: its second part starts at ${spaceName(s, e.space)}.`;
    case 'DieRolled':
      return `The die shows ${e.face}: ${plural(e.face, 'new passenger')}.`;
    case 'Arrived':
      return `${cap(passengerName(s, e.passenger))} waits in ${stationName(s, e.station)}.`;
    case 'PutBack':
      return `${cap(passengerName(s, e.passenger))} goes back under the pile.`;
    case 'EventDrawn':
      return `Event: ${eventCard(e.card).title}. ${eventCard(e.card).text}`;
    case 'NoEffect':
      return `The card has no effect: ${e.why}.`;
    case 'Decided':
      return null;
    case 'Range':
      return e.by === 0 ? null : `${cap(partName(s, e.part))}: ${e.by > 0 ? `${e.by} more` : `${-e.by} fewer`} ${Math.abs(e.by) === 1 ? 'space' : 'spaces'} this round.`;
    case 'Closed': {
      const route = s.map.routes.find((r) => r.id === e.what);
      return route ? `The line ${stationName(s, route.from)}–${stationName(s, route.to)} is closed this round.` : `${stationName(s, e.what)} is closed this round.`;
    }
    case 'ShiftChange': {
      // Who drives what from now on, so the trains at the end are no surprise.
      const now = s.trains.map((t) => {
        const name = names[t.driver] ?? `Player ${t.driver + 1}`;
        return `${name} ${verb(name, 'drives')} ${trainName(s, t.colour)}`;
      });
      return `Change of shift: every train passes to the next player. ${cap(now.join(', '))}.`;
    }
    case 'MarkerBack':
      return `The round marker goes back to round ${e.round}.`;
    case 'OperationsStarted':
      return `The hourglass turns: ${e.seconds} seconds.`;
    case 'Moved':
      return null;
    case 'Boarded':
      return `${cap(passengerName(s, e.passenger))} boards ${partName(s, e.part)} in car ${e.car}.`;
    case 'Alighted':
      return `${cap(passengerName(s, e.passenger))} arrives${e.car >= 2 ? ' early' : ''}.`;
    case 'Voucher':
      return e.won ? 'A voucher for the team.' : 'The voucher circle is full: no voucher.';
    case 'Transferred':
      return `${cap(passengerName(s, e.passenger))} changes from ${partName(s, e.from)} to ${partName(s, e.to)}.`;
    case 'Passed':
      return `${cap(passengerName(s, e.passenger))} is passed from ${partName(s, e.from)} to ${partName(s, e.to)}.`;
    case 'Sipped':
      return `${cap(partName(s, e.part))} takes a sip.`;
    case 'Refuelled':
      return `${cap(partName(s, e.part))} refuels.`;
    case 'SeatDone':
      return `${names[e.seat] ?? 'A player'} is done.`;
    case 'TimeUp':
      return 'Time is up!';
    case 'MovedDown':
      return `${cap(passengerName(s, e.passenger))} moves to car ${e.car}.`;
    case 'Kept':
      return `${cap(passengerName(s, e.passenger))} stays in the same car.`;
    case 'Complaint':
      return `${plural(e.points, 'complaint')}: ${e.passenger !== null ? `${passengerName(s, e.passenger)}, ` : ''}${e.why}.`;
    case 'Shielded':
      return `A voucher keeps ${passengerName(s, e.passenger)} waiting patiently.`;
    case 'Cashed':
      return 'The full voucher circle is handed in: 1 complaint less.';
    case 'Excused':
      return `${cap(passengerName(s, e.passenger))} leaves without complaint.`;
    case 'RoundEnded':
      return `Round ${e.round} ends with ${plural(e.complaints, 'complaint')}.`;
    case 'GameOver':
      return e.won ? `The team wins with ${plural(e.complaints, 'complaint')}!` : `The team loses with ${plural(e.complaints, 'complaint')}.`;
  }
}

export const BAHN_HOW_TO_PLAY: readonly string[] = [
  'You run the trains of Germany together for 15 rounds. Bring every passenger from the departure station to the destination on time; the team wins with 7 complaints or fewer and loses at once with 8.',
  'Each round new passengers arrive (the die says how many) and, from round 3, an event card changes the round. Then plan together: who picks up whom, and where passengers change trains.',
  'When the chief of operations turns the hourglass, everyone drives at the same time: move your train space by space along the lines, stop at stations to take on waiting passengers, let them change trains, and drop them off at their destinations. Deliver early for vouchers.',
  'A passenger boards the car of his travel time. At the end of each round every passenger moves one car lower; one who leaves car 1 before arriving complains, and so does everyone still waiting at a station, unless you place a voucher on him.',
  'In round 15 no passengers arrive: finish the trips you can. Each passenger still waiting and every two still on the trains add a complaint.',
];

export const bahnFreiClient: GameClient<BahnState, BahnAction, BahnEvent, RailMap> = {
  id: 'bahn-frei',
  actionLabel,
  actionGroup,
  prompt,
  seatStatus,
  eventText,
  actionTarget: (_s, _seat, a) => (a.type === 'step' ? a.to : null),
  // A choice may be taken back until a die is rolled or a passenger or event card is drawn.
  undoable: (before, _action, after) => sameChance(before, after) && samePiles(before, after, ['pile', 'eventPile']),
  glossary: BAHN_GLOSSARY,
  howToPlay: BAHN_HOW_TO_PLAY,
  BoardView: BahnBoardView,
  SetupOptions: BahnSetupOptions,
  raceName: gameNameOf,
  endFigures: bahnEndFigures,
  endSentence: bahnEndSentence,
  scoreText: bahnScoreText,
  // bahn-frei: "Rail operations (30 seconds)"; solo 1 minute (operationsSeconds).
  timedPhase: (s) => (s.phase === 'operations' ? { key: `round-${s.played}`, seconds: operationsSeconds(s) } : null),
};
