import { describe, expect, it } from 'vitest';
import { playbackMoments } from '../../../src/app/play/moments';
import { frameCallouts } from '../../../src/app/play/callouts';
import { botPlayback } from './bot-playback';


describe('callouts over the tokens of the shell', () => {
  for (const id of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${id}: each moment of a move is said over the token of its car, on that move only`, () => {
      const p = botPlayback(id, 4, 3);
      const moments = playbackMoments(p);
      const withCar = moments.filter((m) => m.cars.length > 0);
      expect(withCar.length).toBeGreaterThan(0);
      for (const m of withCar.slice(0, 30)) {
        const frame = p.frames[m.step]!;
        const tokens = frame.game.tokens(frame.state);
        const token = tokens[m.cars[0]!]!;
        const said = frameCallouts(moments, m.step, tokens);
        expect(said[token.id]?.map((c) => c.text)).toContain(m.text);
        // The car's token is the one named in the sentence (its seat's name is in it).
        const name = frame.seats[token.seat]!.name;
        expect(m.text).toContain(name);
        expect(said[token.id]!.find((c) => c.text === m.text)!.tone).toBe(m.incident ? 'bad' : 'good');
      }
      const quiet = p.frames.findIndex((_, i) => i > 0 && !moments.some((m) => m.step === i));
      if (quiet > 0) expect(frameCallouts(moments, quiet, p.frames[quiet]!.game.tokens(p.frames[quiet]!.state))).toEqual({});
    });
  }
});
