/** Bahn Frei in plain words: names of stations, trains and passengers as people read them (never ids). */
import { railNetwork, routeAt, stationAt } from '../../rail';
import { card, CHARACTERS, eventCard, type BahnState, type TrainColour } from '../../rules/bahn-frei';

export { plural } from '../../ui/words';

const COLOUR: Readonly<Record<string, string>> = { red: 'red', green: 'green', yellow: 'yellow', blue: 'blue' };

export function stationName(s: BahnState, id: string): string {
  return s.map.stations.find((x) => x.id === id)?.name ?? 'a station';
}

/** "the red train", "the blue train's second part". */
export function partName(s: BahnState, partId: string): string {
  const part = s.parts.find((p) => p.id === partId);
  if (part?.cube || partId.endsWith('-cube')) return "the blue train's second part";
  return `the ${COLOUR[partId] ?? 'other'} train`;
}

/** Each train's special ability in the frequent travellers' variant, in the rulebook's words (shortened). */
export const ABILITY: Readonly<Record<TrainColour, string>> = {
  red: 'moves 6 spaces, but skips the white spaces on the red express routes',
  green: 'at the end of each round one passenger of its choice stays in the same car',
  yellow: 'one passenger card more is drawn when passengers arrive, and one is put back under the pile',
  blue: 'in rounds 3, 6, 9 and 12 it splits into two parts of 7 spaces each',
};

/** "the yellow train (Röntgen)" with the frequent travellers' plates, where the trains have characters; else "the yellow train". */
export function trainName(s: BahnState, colour: TrainColour): string {
  return s.plates === 'frequent' ? `the ${COLOUR[colour] ?? 'other'} train (${CHARACTERS[colour]})` : `the ${COLOUR[colour] ?? 'other'} train`;
}

/** A character said with who it is, where it first appears: "Röntgen, the yellow train,". */
export function characterIntro(colour: TrainColour): string {
  return `${CHARACTERS[colour]}, the ${COLOUR[colour] ?? 'other'} train,`;
}

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Hamburg → Berlin" (with the special passenger's name). */
export function passengerName(s: BahnState, id: string): string {
  const c = card(id);
  const trip = `${stationName(s, c.from)} → ${stationName(s, c.to)}`;
  return c.name !== undefined ? `${c.name} (${trip})` : `passenger ${trip}`;
}

export function carOf(s: BahnState, id: string): number | null {
  const p = s.passengers.find((x) => x.id === id);
  return p?.where.at === 'aboard' ? p.where.car : null;
}

/** A space in words: "Fulda", "the line Frankfurt–Fulda". */
export function spaceName(s: BahnState, space: number): string {
  const station = stationAt(s.map, space);
  if (station !== null) return stationName(s, station);
  const route = s.map.routes.find((r) => r.id === routeAt(s.map, space));
  return route ? `the line ${stationName(s, route.from)}–${stationName(s, route.to)}` : 'the line';
}

export function eventTitle(cardNo: number): string {
  return eventCard(cardNo).title;
}

/** Where a step from `from` to the route space `to` heads: the station at that end of the line. */
export function heading(s: BahnState, from: number, to: number): string | null {
  const net = railNetwork(s.map);
  const t = net.spaces[to];
  const f = net.spaces[from];
  if (t?.kind !== 'route' || !f) return null;
  const r = s.map.routes[t.route]!;
  if (f.kind === 'station') return stationName(s, s.map.stations[f.station]!.id === r.from ? r.to : r.from);
  if (f.kind === 'route' && f.route === t.route) return stationName(s, t.index > f.index ? r.to : r.from);
  return null;
}

/** A step in words: "to Fulda", "towards Fulda". */
export function stepWords(s: BahnState, from: number, to: number): string {
  const station = stationAt(s.map, to);
  if (station !== null) return `to ${stationName(s, station)}`;
  const h = heading(s, from, to);
  return h !== null ? `towards ${h}` : `to ${spaceName(s, to)}`;
}
