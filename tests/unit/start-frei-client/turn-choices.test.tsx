/** Start Frei's turn line in Race mode speaks to the person named "You" in the second person, to others in the third. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameState } from '../../../src/rules/start-frei';
import { TurnChoices } from '../../../src/games/start-frei/TurnChoices';
import { makeOvalGraph } from '../rules/helpers/graphs';

/** Plays the first listed action until a card is in play for `player`. */
function cardTurnOf(player: number, names: string[]): GameState {
  let s = createGame({ track: makeOvalGraph({ lapLength: 40 }), players: names.map((name) => ({ name })) }, 5);
  for (let i = 0; i < 500; i++) {
    if (s.turn && s.turn.player === player && s.turn.card !== null) return s;
    const r = applyAction(s, legalActions(s)[0]!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  throw new Error('no card turn found');
}

describe('the turn line', () => {
  it('says "You play card …" for You and "Ada plays card …" for Ada', () => {
    for (const [player, expected] of [
      [0, /You play card \d+/],
      [1, /Ada plays card \d+/],
    ] as const) {
      const s = cardTurnOf(player, ['You', 'Ada']);
      const html = renderToStaticMarkup(createElement(TurnChoices, { state: s, legal: legalActions(s), onAct: () => undefined }));
      expect(html).toMatch(expected);
      expect(html).not.toContain('You plays');
    }
  });
});
