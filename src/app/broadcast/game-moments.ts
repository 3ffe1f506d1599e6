/**
 * Which events of each game are moments of the broadcast, as data: a new game
 * gets captions and "next incident" by adding its line here. Incidents are
 * what "next incident" jumps to (an overtake, a car off the track, a driving
 * error, a flag, a complaint); the rest are captioned only.
 */
import type { GameId } from '../../rules/core';

export interface MomentKind {
  readonly kind: string;
  readonly incident: boolean;
  /** When only some events of the type are incidents (the rest are captioned): which. */
  readonly incidentIf?: (event: { readonly type: string }) => boolean;
}

const incident = (kind: string, incidentIf?: (event: { readonly type: string }) => boolean): MomentKind => ({ kind, incident: true, ...(incidentIf ? { incidentIf } : {}) });
const caption = (kind: string): MomentKind => ({ kind, incident: false });

export const GAME_MOMENTS: Record<GameId, Readonly<Record<string, MomentKind>>> = {
  // start-frei: a chicane hit exactly costs nothing, so it is captioned, not an incident.
  'start-frei': { OvertakeResolved: incident('overtake'), ChicaneHit: incident('chicane', (e) => !(e as { exact?: boolean }).exact), Braked: incident('brake'), DrsDrawn: caption('drs'), LapCompleted: caption('lap'), GameOver: caption('finish') },
  // formula-1: leaving the track and safe-speed throws that cost tyres are the incidents.
  'formula-1': { off: incident('off'), throw: incident('safe-speed', (e) => ((e as { tyresLost?: number }).tyresLost ?? 0) > 0), 'pit-in': caption('pit'), lap: caption('lap'), finish: caption('finish') },
  // motorsportspiel: driving errors, flags and leaving the track.
  motorsportspiel: { error: incident('error'), flag: incident('flag'), off: incident('off'), out: incident('out'), draft: caption('draft'), pit: caption('pit'), lap: caption('lap'), finished: caption('finish') },
  // bahn-frei: complaints are the incidents; the events drawn are captioned.
  'bahn-frei': { Complaint: incident('complaint'), EventDrawn: caption('event'), RoundStarted: caption('round'), GameOver: caption('finish') },
};

/** The cars (or seats) an event is about: its `car`, `player` or `seat` field. */
export function eventCars(event: { readonly type: string }): number[] {
  const e = event as { car?: unknown; player?: unknown; seat?: unknown };
  const v = e.car ?? e.player ?? e.seat;
  return typeof v === 'number' ? [v] : [];
}
