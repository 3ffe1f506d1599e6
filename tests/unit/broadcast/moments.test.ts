import { describe, expect, it } from 'vitest';
import { captionAt, countByKind, gapChart, incidentStep, lapChart, placesGained, towerGaps, type Moment, type RaceSample } from '../../../src/app/broadcast';
import { makeReplay, raceTrackFromPreset, runRace } from '../../../src/rules/start-frei/files';
import { openReplay } from '../../../src/app/play/playback';
import { playbackMoments } from '../../../src/app/play/moments';
import { positionSamples } from '../../../src/app/play/position-chart';

const m = (step: number, kind: string, incident: boolean, text = `${kind} at ${step}`): Moment => ({ step, kind, cars: [0], text, incident });
const moments = [m(3, 'lap', false), m(5, 'overtake', true), m(5, 'drs', false), m(9, 'chicane', true), m(20, 'brake', true)];

describe('incident navigation', () => {
  it.each([
    [0, 1, 5],
    [5, 1, 9],
    [9, 1, 20],
    [20, 1, null],
    [21, -1, 20],
    [9, -1, 5],
    [5, -1, null],
    [4, -1, null],
  ] as const)('from step %i, direction %i: %s', (step, dir, want) => {
    expect(incidentStep(moments, step, dir)).toBe(want);
  });
});

describe('captions', () => {
  it('shows the latest moment for a few steps, incidents first within a step', () => {
    expect(captionAt(moments, 2)).toBeNull();
    expect(captionAt(moments, 3)?.kind).toBe('lap');
    expect(captionAt(moments, 5)?.kind).toBe('overtake');
    expect(captionAt(moments, 8)?.kind).toBe('overtake');
    expect(captionAt(moments, 9)?.kind).toBe('chicane');
    expect(captionAt(moments, 13)).toBeNull();
    expect(captionAt(moments, 13, 10)?.kind).toBe('chicane');
  });

  it('counts moments by kind', () => {
    expect(countByKind(moments).get('overtake')).toBe(1);
    expect(countByKind(moments).get('flag')).toBeUndefined();
  });
});

describe('chart data', () => {
  const samples: RaceSample[] = [
    { label: 'Start', step: 0, order: [0, 1, 2], distances: [2, 1, 0] },
    { label: 'Pass 2', step: 10, order: [1, 0, 2], distances: [6, 8, 3] },
    { label: 'Finish', step: 20, order: [2, 1, 0], distances: [9, 12, 14] },
  ];
  it('gives every car its position and gap at every sample', () => {
    expect(lapChart(samples, 3)).toEqual([
      { car: 0, values: [1, 2, 3] },
      { car: 1, values: [2, 1, 2] },
      { car: 2, values: [3, 3, 1] },
    ]);
    expect(gapChart(samples, 3).map((s) => s.values)).toEqual([
      [0, 2, 5],
      [1, 0, 2],
      [2, 5, 0],
    ]);
    expect(placesGained(lapChart(samples, 3))).toEqual([0, 1, 2]);
  });

  it('gives the tower its gaps to the car ahead and the leader', () => {
    expect(towerGaps([1, 0, 2], [6, 8, 3])).toEqual([
      { car: 1, ahead: null, leader: 0 },
      { car: 0, ahead: 2, leader: 2 },
      { car: 2, ahead: 3, leader: 5 },
    ]);
  });
});

describe('a Start Frei replay (an older file, migrated) as a broadcast in the shell', () => {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  const bots = ['heuristic', 'random', 'heuristic'];
  const race = runRace({ track: t.track.graph, bots, seed: 5, laid: t.track.laid, aCards: t.track.aCards });
  const r = openReplay(JSON.stringify(makeReplay(t.track, 5, bots, race)), 'race.json');
  if (!r.ok) throw new Error(r.message);
  const p = r.playback;
  const moments = playbackMoments(p);

  it('lists incidents (overtakes, chicanes too fast, braking), never an exact chicane hit', () => {
    const incidents = moments.filter((x) => x.incident);
    expect(incidents.length).toBeGreaterThan(0);
    for (const x of incidents) expect(['overtake', 'chicane', 'brake']).toContain(x.kind);
    for (const x of moments.filter((y) => y.text.includes('exactly'))) expect(x.incident).toBe(false);
    // Every incident's step is a move whose events hold the one it names.
    for (const x of incidents) {
      const before = p.frames[x.step - 1]!;
      const move = p.frames[x.step]!.moves[x.step - 1]!;
      const applied = before.game.apply(before.state, move.seat, move.action);
      if (!applied.ok) throw new Error(applied.message);
      expect((applied.events as readonly { type: string }[]).some((e) => ['OvertakeResolved', 'ChicaneHit', 'Braked'].includes(e.type))).toBe(true);
    }
  });

  it('samples the standings from the start to the finish; the last sample is the result', () => {
    const samples = positionSamples(p)!;
    expect(samples[0]!.step).toBe(0);
    expect(samples[samples.length - 1]!.step).toBe(p.frames.length - 1);
    expect(samples.length).toBeGreaterThan(3);
    expect(samples[samples.length - 1]!.order[0]).toBe(race.state.standings![0]);
    for (const x of samples) expect([...x.order].sort()).toEqual([0, 1, 2]);
  });
});
