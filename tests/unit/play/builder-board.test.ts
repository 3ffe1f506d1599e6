import { describe, expect, it } from 'vitest';
import { gameById } from '../../../src/rules/registry';
import { prepareBoard } from '../../../src/app/play/session';
import { loadPreset } from '../../../src/track/presets';

const oval = () => {
  const r = loadPreset('the-oval');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
};

describe("a game on the builder's layout takes the options printed with its track", () => {
  it('Start Frei: the pieces laid at the start and the A-cards of the layout, as the command line takes them', () => {
    const layout = oval();
    const game = gameById('start-frei');
    const as = prepareBoard(game, layout);
    if (!as.ok) throw new Error(as.message);
    expect(as.value.config).toMatchObject({ laid: 3 });
    const fewer = prepareBoard(game, { ...layout, meta: { ...layout.meta, laid: 2, aCards: 10 } });
    if (!fewer.ok) throw new Error(fewer.message);
    expect(fewer.value.config).toMatchObject({ laid: 2, aCards: 10 });
    expect(fewer.value.source).toMatchObject({ kind: 'layout', from: 'builder' });
  });
});

describe('options a track prints that the game refuses', () => {
  it('fall back to the game’s own defaults, never a set-up error', () => {
    const layout = oval();
    const odd = prepareBoard(gameById('start-frei'), { ...layout, meta: { ...layout.meta, aCards: 5 } });
    if (!odd.ok) throw new Error(odd.message);
    expect((odd.value.config as { aCards?: number }).aCards).not.toBe(5);
  });
});
