/**
 * "Teach from here": any step of the demo replay opens as a lesson position
 * at the start of its turn, and the lesson's state offers exactly the
 * choices the race offered there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, isTurnStart, legalActions, positionOf, stateFromPosition, teachStep, type GameState } from '../../../src/rules/start-frei';
import { parseReplay, replayConfig, replayTrack, type ReplayFile } from '../../../src/rules/start-frei/files';

const demo = JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')) as ReplayFile;
const load = parseReplay(demo);
if (!load.ok) throw new Error(load.error);
const track = replayTrack(load.replay, load.track);
const states: GameState[] = [createGame(replayConfig(track, load.replay.players), load.replay.seed)];
for (const a of load.replay.actions) {
  const r = applyAction(states[states.length - 1]!, a);
  if (!r.ok) throw new Error(r.message);
  states.push(r.state);
}
const at = (k: number) => states[k]!;

describe('teach from here', () => {
  const steps = [1, 40, 137, 400, Math.floor(states.length / 2), states.length - 2];
  it.each(steps)('step %i opens at the start of its turn with the same choices', (step) => {
    const found = teachStep(at, step);
    expect(found.step).toBeLessThanOrEqual(step);
    const position = positionOf(found.state);
    const lesson = stateFromPosition(track.graph, position);
    const race = found.state;
    expect(lesson.players.map((p) => [p.space, p.gear, p.coins, p.laps, p.drs, p.hand])).toEqual(race.players.map((p) => [p.space, p.gear, p.coins, p.laps, p.drs, p.hand]));
    if (found.step > 0) {
      expect(lesson.phase).toBe('turn');
      expect(lesson.turn?.player).toBe(race.turn?.player);
      expect(lesson.turn?.queue).toEqual(race.turn?.queue);
      expect(legalActions(lesson)).toEqual(legalActions(race));
    }
  });

  it('finds the turn the step belongs to, not an earlier one', () => {
    const found = teachStep(at, 400);
    expect(isTurnStart(found.state)).toBe(true);
    // No later step up to 400 begins a turn.
    for (let k = found.step + 1; k <= 400; k++) expect(isTurnStart(at(k)), `step ${k}`).toBe(false);
  });
});
