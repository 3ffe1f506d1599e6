/** Start Frei in the shell draws its own choices (the hand of cards, the turn's steps) through the client's Choices slot. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { gameById } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { newSession, prepareBoard, applyMove, runBots, type PlaySession } from '../../../src/app/play/session';
import { ActionPanel } from '../../../src/ui/play/ActionPanel';

const game = gameById('start-frei');

function start(): PlaySession {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const r = newSession(game, clientOf('start-frei'), board.value, [{ name: 'You', kind: 'human' }, { name: 'Bot 1', kind: 'heuristic' }], 4);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('Start Frei’s own choices in the shell', () => {
  it('the secret choice is the hand of cards, each playable card a button, with no plain shell buttons', () => {
    const s = start();
    const html = renderToStaticMarkup(<ActionPanel session={s} />);
    expect(html).toContain('aria-label="Your hand"');
    const playable = game.legalActions(s.state, 0).length;
    expect(playable).toBeGreaterThan(0);
    expect(html).toMatch(/Play card \d+/);
    expect(html).not.toContain('play-choice');
  });

  it('after the cards, the turn’s steps: the legal actions of the turn with their words', () => {
    let s = start();
    for (let n = 0; n < 40 && !(game.actors(s.state).includes(0) && (s.state as { phase: string }).phase === 'turn'); n++) {
      if (game.actors(s.state).includes(0)) {
        const r = applyMove(s, 0, game.legalActions(s.state, 0)[0]!);
        if (!r.ok) throw new Error(r.message);
        s = r.value;
      } else {
        const r = runBots(s, 1);
        if (!r.ok) throw new Error(r.message);
        s = r.value;
      }
    }
    expect((s.state as { phase: string }).phase).toBe('turn');
    const html = renderToStaticMarkup(<ActionPanel session={s} />);
    expect(html).toContain('class="turn-choices"');
    expect(html).toMatch(/still to do:/);
  });
});
