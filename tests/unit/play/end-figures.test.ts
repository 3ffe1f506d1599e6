import { describe, expect, it } from 'vitest';
import { endFigures, endHistory, figureText } from '../../../src/app/play/end-stats';
import { startFreiEndFigures } from '../../../src/games/start-frei/end-figures';
import { botPlayback, type ShellGameId } from './bot-playback';

/** The end screen's figures table of each game: the game's own rows, then the moves each seat made. */
describe('the end screen figures of every game', () => {
  const own: Record<Exclude<ShellGameId, 'start-frei'>, readonly string[]> = {
    'formula-1': ['Tyres spent', 'Throws', 'Off the track', 'Pit services', 'Top speed'],
    motorsportspiel: ['Laps completed', 'Driving errors', 'Yellow flags', 'Red flags', 'Pit stops', 'Drafting'],
    'bahn-frei': ['Trains driven', 'Passengers taken on', 'Passengers delivered', 'Vouchers earned'],
  };
  for (const [id, labels] of Object.entries(own) as [Exclude<ShellGameId, 'start-frei'>, readonly string[]][]) {
    it(`${id}: a value for every seat in each of its rows and the moves row`, () => {
      const p = botPlayback(id, 5, 3);
      const rows = endFigures(p);
      const seats = p.frames[0]!.seats.length;
      expect(rows.map((r) => r.label)).toEqual([...labels, 'Moves made']);
      for (const r of rows) expect(r.values).toHaveLength(seats);
      // The moves row adds up to the moves of the game.
      const moves = rows.at(-1)!.values as number[];
      expect(moves.reduce((a, b) => a + b, 0)).toBe(p.frames.length - 1);
    });
  }

  it('formula-1: the tyres spent are the tyres the events returned', () => {
    const p = botPlayback('formula-1', 7, 2);
    const history = endHistory(p);
    const spent = endFigures(p).find((r) => r.label === 'Tyres spent')!.values as number[];
    let total = 0;
    for (const m of history)
      for (const e of m.events as { type: string; cost?: number; tyresLost?: number }[]) total += e.type === 'speed' ? (e.cost ?? 0) : e.type === 'throw' || e.type === 'off' ? (e.tyresLost ?? 0) : 0;
    expect(spent.reduce((a, b) => a + b, 0)).toBe(total);
    const top = endFigures(p).find((r) => r.label === 'Top speed')!;
    expect(figureText(top, 0)).toMatch(/^\d+ km\/h$/);
  });

  it('motorsportspiel: the winner has driven every lap of the race', () => {
    const p = botPlayback('motorsportspiel', 6, 3);
    const last = p.frames.at(-1)!;
    const result = last.game.result(last.state)!;
    const laps = endFigures(p).find((r) => r.label === 'Laps completed')!.values as number[];
    expect(result.kind === 'ranking' && result.reason).toBe('finish');
    if (result.kind === 'ranking') expect(laps[result.order[0]!]).toBe((last.state as { config: { laps: number } }).config.laps);
  });

  it('bahn-frei: the trains driven name every train of the game, with its starting station', () => {
    const p = botPlayback('bahn-frei', 3, 2);
    const driven = endFigures(p).find((r) => r.label === 'Trains driven')!.values as string[];
    const last = p.frames.at(-1)!.state as { trains: readonly { colour: string }[] };
    for (const t of last.trains) expect(driven.join(' ')).toContain(`the ${t.colour} train`);
    for (const v of driven) expect(v).toMatch(/ from [A-ZÄÖÜ]/);
  });

  it('start-frei: its rows from the history, coins with their unit', () => {
    const p = botPlayback('start-frei', 11, 3);
    const rows = startFreiEndFigures(endHistory(p) as never);
    expect(rows.map((r) => r.label)).toContain('Overtakes');
    const coins = rows.find((r) => r.label === 'Coins earned')!;
    expect(coins.values).toHaveLength(3);
    expect(figureText(coins, 0)).toMatch(/^\d+¢$/);
  });

  it('a client whose figures fail still leaves the moves row', () => {
    const p = botPlayback('formula-1', 2, 2);
    const last = p.frames.at(-1)!;
    const broken = { ...p, frames: [...p.frames.slice(0, -1), { ...last, client: { ...last.client!, endFigures: () => { throw new Error('boom'); } } }] };
    expect(endFigures(broken).map((r) => r.label)).toEqual(['Moves made']);
  });
});
