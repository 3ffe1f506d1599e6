/** Start Frei's set-up options, HUD and board graph in the shell (its client slots), and driving the other way round. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { gameById } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { newSession, prepareBoard, type PlaySession } from '../../../src/app/play/session';
import { StartFreiSetupOptions, startFreiStartOptions } from '../../../src/games/start-frei/SetupOptions';
import { StartFreiHud } from '../../../src/games/start-frei/Hud';
import { PIECES_AT_START, type GameState } from '../../../src/rules/start-frei';

const game = gameById('start-frei');
const SEATS = [{ name: 'You', kind: 'human' }, { name: 'Bot 1', kind: 'heuristic' }];

function start(config?: unknown): PlaySession {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const prepared = config === undefined ? board.value : { ...board.value, config };
  const r = newSession(game, clientOf('start-frei'), prepared, SEATS, 4);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('Start Frei’s slots in the shell', () => {
  it('a race starts as the box plays: the track laid during the race, the board’s A-cards kept', () => {
    expect(startFreiStartOptions({ laid: 9, aCards: 10 })).toEqual({ aCards: 10, laid: PIECES_AT_START });
    expect(startFreiStartOptions({ laid: 2 })).toEqual({ laid: 2 });
    expect(startFreiStartOptions(undefined)).toEqual({ laid: PIECES_AT_START });
  });

  it('the set-up options say the whole track, the direction and the tiles in sentences', () => {
    const html = renderToStaticMarkup(<StartFreiSetupOptions config={{ laid: 3, tiles: 'drawn', reverse: true }} seats={SEATS} setConfig={() => undefined} setTokens={() => undefined} />);
    expect(html).toContain('Start on the whole track');
    expect(html).toContain('the last car lays 2 more pieces');
    expect(html).toContain('every straight with a switch');
    expect(html).toContain('each tile is drawn from a shuffled pile');
    const whole = renderToStaticMarkup(<StartFreiSetupOptions config={{}} seats={SEATS} setConfig={() => undefined} setTokens={() => undefined} />);
    expect(whole).toContain('Every piece of the layout lies on the table from the start.');
  });

  it('driven the other way round, the state’s graph is the reversed layout’s, and the shell draws on it', () => {
    const plain = start({});
    const reversed = start({ reverse: true });
    const a = (plain.state as GameState).track;
    const b = (reversed.state as GameState).track;
    expect(b.layout).not.toEqual(a.layout);
    expect(clientOf('start-frei')?.boardGraph?.(reversed.state)).toBe(b.graph);
    expect(game.configSchema.safeParse({ reverse: 'yes' }).success).toBe(false);
  });

  it('the HUD draws a steering wheel per car in the car’s colour, the car on turn lit', () => {
    const s = start();
    const state = s.state as GameState;
    const colours = { 'car-0': '#ff0000', 'car-1': '#00ff00' };
    const html = renderToStaticMarkup(<StartFreiHud state={state} tokens={[]} colours={colours} />);
    expect(html.match(/class="wheel"/g)?.length).toBe(2);
    expect(html).toContain('border-color:#ff0000');
    expect(html).toContain('hud-car active');
  });
});
