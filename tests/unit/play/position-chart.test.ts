import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { positionSamples, sampleIndices } from '../../../src/app/play/position-chart';
import { gapChart, lapChart } from '../../../src/app/broadcast';
import { botPlayback } from './bot-playback';


describe('sampleIndices', () => {
  it('keeps the first and last frame, never more than asked, strictly increasing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 2, max: 100 }), (frames, most) => {
        const xs = sampleIndices(frames, most);
        expect(xs[0]).toBe(0);
        expect(xs[xs.length - 1]).toBe(frames - 1);
        expect(xs.length).toBeLessThanOrEqual(Math.min(frames, most));
        for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
      }),
    );
  });
  it('takes every frame of a short game', () => {
    expect(sampleIndices(5, 60)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the position chart of a game in the shell', () => {
  for (const id of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${id}: one place per car at every sample, the final places at the end`, () => {
      const p = botPlayback(id, 5, 3);
      const samples = positionSamples(p, 40)!;
      expect(samples).not.toBeNull();
      expect(samples.length).toBeGreaterThan(2);
      expect(samples.length).toBeLessThanOrEqual(40);
      const seats = p.frames[0]!.seats.length;
      for (const s of samples) expect([...s.order].sort((a, b) => a - b)).toEqual(Array.from({ length: seats }, (_, i) => i));
      const last = p.frames[p.frames.length - 1]!;
      const result = last.game.result(last.state);
      if (result?.kind === 'ranking') expect(samples[samples.length - 1]!.order).toEqual(result.order);
      expect(samples[0]!.label).toBe('Start');
      const lines = lapChart(samples, seats);
      expect(lines).toHaveLength(seats);
      for (const l of lines) for (const v of l.values) expect(v).toBeGreaterThanOrEqual(1);
    });
  }
  for (const id of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${id}: the places change over a race (the chart follows the running order, not the seats)`, () => {
      const distinct = [1, 2, 3].map((seed) => new Set(positionSamples(botPlayback(id, seed, 3))!.map((s) => s.order.join(','))).size);
      expect(Math.max(...distinct)).toBeGreaterThan(1);
    });
  }
  for (const id of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${id}: every seat's distance driven grows over the race, and the gap chart measures it from the leader`, () => {
      const p = botPlayback(id, 5, 3);
      const samples = positionSamples(p, 40)!;
      const seats = p.frames[0]!.seats.length;
      for (const s of samples) {
        expect(s.distances).toHaveLength(seats);
        for (const d of s.distances) expect(Number.isFinite(d)).toBe(true);
      }
      for (let seat = 0; seat < seats; seat++)
        for (let i = 1; i < samples.length; i++) expect(samples[i]!.distances[seat]!).toBeGreaterThanOrEqual(samples[i - 1]!.distances[seat]!);
      // Every seat drove: the last sample is further on than the start.
      for (let seat = 0; seat < seats; seat++) expect(samples[samples.length - 1]!.distances[seat]!).toBeGreaterThan(samples[0]!.distances[seat]!);
      const gaps = gapChart(samples, seats);
      for (const [k, s] of samples.entries()) {
        const lead = s.distances[s.order[0]!]!;
        for (let seat = 0; seat < seats; seat++) expect(gaps[seat]!.values[k]).toBe(Math.max(0, lead - s.distances[seat]!));
      }
    });
  }
  it('a game without a running order has no position chart', () => {
    expect(positionSamples(botPlayback('bahn-frei', 5, 3))).toBeNull();
  });
});
