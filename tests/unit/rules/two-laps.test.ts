/**
 * start-frei: "The game ends after the second lap, i.e. as soon as a player's
 * race car crosses the start/finish line for the second time" and "Lap:
 * Beginning with the start/finish line ...": cars on the grid behind the line
 * begin their first lap when they drive over it, so a race is two full laps.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type GameEvent } from '../../../src/rules/start-frei';
import { raceTrackFromPreset, runRace } from '../../../src/rules/start-frei/files';

describe('the race is two laps', () => {
  it('does not count the start as a lap, and ends when the leader completes lap 2', () => {
    const t = raceTrackFromPreset('the-oval');
    if (!t.ok) throw new Error(t.error);
    const start = createGame({ track: t.track.graph, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, 5);
    expect(start.players.map((p) => p.laps)).toEqual([-1, -1, -1]);

    const race = runRace({ track: t.track.graph, bots: ['heuristic', 'heuristic', 'heuristic'], seed: 5, keepEvents: true });
    const s = race.state;
    expect(s.phase).toBe('over');
    const winner = s.standings![0]!;
    expect(s.players[winner]!.laps).toBe(2);
    const laps = (race.events as readonly GameEvent[]).filter((e): e is Extract<GameEvent, { type: 'LapCompleted' }> => e.type === 'LapCompleted' && e.player === winner).map((e) => e.lap);
    expect(laps).toEqual([1, 2]);
  });
});
