import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyGame } from '../../../src/rules/core';
import type { BoardViewProps } from '../../../src/games';
import { newSession, prepareBoard } from '../../../src/app/play/session';
import { ActionPanel } from '../../../src/ui/play/ActionPanel';
import { TableOverlay } from '../../../src/ui/play/PlayOverlay';
import { EndResult } from '../../../src/ui/play/EndResult';
import { ComingSoon } from '../../../src/ui/play/ComingSoon';
import { toyClient, toyGame, type S } from './toy-game';

/** A rail map drawn by the game's own board view: the shell hands it the board, the state, the tokens and their colours. */
function RailMap({ board, state, tokens, colours }: BoardViewProps<S, { stations: number }>) {
  return (
    <svg aria-label="Rail map" data-stations={board.stations} data-round={state.round}>
      {tokens.map((t) => (
        <circle key={t.id} data-id={t.id} fill={colours[t.id]} />
      ))}
    </svg>
  );
}

const game = toyGame as unknown as AnyGame;

function session(kinds: readonly string[]) {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const r = newSession(game, { ...toyClient, BoardView: RailMap }, board.value, kinds.map((kind, i) => ({ name: ['Anna', 'Ben'][i]!, kind })), 1);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('the shell shows a game it does not know with its client part', () => {
  it('a board that is not a lane graph is drawn by the game’s board view, with the HUD over it', () => {
    const html = renderToStaticMarkup(<TableOverlay session={session(['human', 'steady'])} handoff={null} />);
    expect(html).toContain('aria-label="Rail map"');
    expect(html).toContain('data-stations="10"');
    expect(html.match(/<circle/g)).toHaveLength(4);
    expect(html).toContain('fill="#d62b2b"');
    expect(html).toContain('Round 1');
    expect(html).toContain('Anna');
  });

  it('the person to act sees the prompt and the labelled choices; with two people, first the hand-over', () => {
    const one = session(['human', 'steady']);
    const html = renderToStaticMarkup(<ActionPanel session={one} />);
    expect(html).toContain('Choose in secret.');
    expect(html).toContain('Send 1 train');
    expect(html).toContain('Send 2 trains');
    expect(html).toContain('Meanwhile Ben chooses too.');
    const two = session(['human', 'human']);
    const pass = renderToStaticMarkup(<ActionPanel session={two} />);
    expect(pass).toContain('Hand the device to Anna');
    expect(pass).not.toContain('Send 1 train');
  });

  it('a team result is said as won or lost, with its score', () => {
    let s = session(['steady', 'steady']);
    while (game.actors(s.state).length > 0) {
      const seat = game.actors(s.state)[0]!;
      const r = game.apply(s.state, seat, game.legalActions(s.state, seat)[1]!);
      if (!r.ok) throw new Error(r.message);
      s = { ...s, state: r.state };
    }
    globalThis.URL.createObjectURL ??= () => 'blob:replay';
    const html = renderToStaticMarkup(<EndResult session={s} />);
    expect(html).toContain('You won together!');
    expect(html).toContain('Score: 12.');
    expect(html).toContain('All three rounds are played.');
  });

  it('a game without its rules or its table yet is said to be coming, with its tracks to build meanwhile', () => {
    const html = renderToStaticMarkup(<ComingSoon game="formula-1" rules={false} />);
    expect(html).toContain('Formuła 1 is coming to Chicane: its rules are being written.');
    expect(html).toContain('Build a Formuła 1 track');
    const rail = renderToStaticMarkup(<ComingSoon game="bahn-frei" rules />);
    expect(rail).toContain('its rules are written, and its table is being made.');
    expect(rail).not.toContain('Build a');
  });
});
