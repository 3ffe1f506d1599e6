import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { GAMES } from '../../../src/rules/registry';
import { laterMoves, openSetup, branch, shownFrame, type TeachPosition } from '../../../src/app/teach';
import { TeachActions } from '../../../src/ui/teach/TeachActions';
import { TeachCaption } from '../../../src/ui/teach/TeachCaption';
import { TeachSteps } from '../../../src/ui/teach/TeachSteps';

const TAUGHT = GAMES.filter((g) => g.id !== 'start-frei');

function played(p: TeachPosition, n: number): TeachPosition {
  let q = p;
  for (let i = 0; i < n; i++) {
    const f = shownFrame(q);
    const seat = f.game.actors(f.state)[0]!;
    const r = branch(q, seat, f.game.legalActions(f.state, seat)[0]!);
    if (!r.ok) throw new Error(r.message);
    q = r.value;
  }
  return q;
}

describe.each(TAUGHT.map((g) => [g.title, g] as const))('the teaching view shows %s in words', (_t, game) => {
  it('captions a move with its label, its events and the prompt of who acts; every legal action is a labelled button', () => {
    const start = openSetup(game);
    if (!start.ok) throw new Error(start.message);
    const p = { ...played(start.value, 3), step: 2 };
    const caption = renderToStaticMarkup(<TeachCaption position={p} />);
    expect(caption).toContain('Move 2.');
    expect(caption).toContain('Now ');
    const f = shownFrame(p);
    const actions = renderToStaticMarkup(<TeachActions session={f} later={laterMoves(p)} />);
    const legal = f.game.actors(f.state).reduce((n, s) => n + f.game.legalActions(f.state, s).length, 0);
    const buttons = (actions.match(/class="play-choice"/g) ?? []).length;
    expect(buttons).toBeGreaterThan(0);
    expect(buttons).toBeLessThanOrEqual(legal);
    if (legal <= 60) expect(buttons).toBe(legal);
    expect(actions).not.toMatch(/>Choice \d+</);
    expect(actions).toContain('the later move is dropped');
    expect(renderToStaticMarkup(<TeachSteps position={p} />)).toContain('Move 2 of 3');
  });
});
