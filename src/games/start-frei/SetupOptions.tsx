/**
 * Start Frei's options in the shell's set-up: whether the whole track lies on the table from the start or is laid
 * during the race as the box plays, driving the layout the other way round, and whether the tiles are laid as
 * planned or drawn from the shuffled piles, each said in a sentence. The A-cards stay those the board comes with.
 */
import { useEffect } from 'react';
import type { SetupOptionsProps } from '../client';
import { PIECES_AT_START } from '../../rules/start-frei';
import type { StartFreiOptions } from '../../rules/start-frei/config-schema';

const asOptions = (c: unknown): StartFreiOptions => (c && typeof c === 'object' ? (c as StartFreiOptions) : {});

/** As the box plays: the start/finish piece and the next ones of the plan, at most `PIECES_AT_START` (fewer when the board prints fewer). */
const laidAtStart = (board: StartFreiOptions) => Math.min(board.laid ?? PIECES_AT_START, PIECES_AT_START);

/** What lies on the table at the start, with the next `n` pieces of the plan ("… and the next 2 pieces lie"). */
const atStart = (n: number) => (n <= 0 ? 'the start/finish piece lies' : n === 1 ? 'the start/finish piece and the next piece lie' : `the start/finish piece and the next ${n} pieces lie`);

/** The options a race starts with when none are chosen: the board's own (its A-cards), the track laid during the race. */
export function startFreiStartOptions(board: unknown): StartFreiOptions {
  const b = asOptions(board);
  return { ...(b.aCards !== undefined ? { aCards: b.aCards } : {}), laid: laidAtStart(b) };
}

export function StartFreiSetupOptions({ config, setConfig, boardConfig }: SetupOptionsProps) {
  const c = asOptions(config);
  const board = asOptions(boardConfig);
  useEffect(() => {
    // No options chosen yet: say the ones this form shows, so the race starts with them (not the example's own).
    if (config === undefined) setConfig(startFreiStartOptions(boardConfig));
  });
  const put = (patch: Partial<Record<keyof StartFreiOptions, unknown>>) => {
    const next: Record<string, unknown> = { ...c, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === false) delete next[k];
    setConfig(next);
  };
  const whole = c.laid === undefined;
  const tiles = c.tiles ?? 'planned';
  return (
    <fieldset className="sf-options" aria-label="Race options">
      <legend>Race options</legend>
      <label className="check">
        <input type="checkbox" checked={whole} onChange={(e) => put({ laid: e.target.checked ? undefined : laidAtStart(board) })} /> Start on the whole track
      </label>
      <p className="hint">
        {whole
          ? 'Every piece of the layout lies on the table from the start.'
          : `As the box plays: ${atStart(laidAtStart(board) - 1)} on the table at the start; after every race section the last car lays 2 more pieces of the layout.`}
      </p>
      <label className="check">
        <input type="checkbox" checked={c.reverse === true} onChange={(e) => put({ reverse: e.target.checked })} /> Drive the other way round
      </label>
      {c.reverse === true && <p className="hint">The start/finish piece is turned round, and so is every straight with a switch, so its switches point the way the cars drive.</p>}
      <label>
        Tiles{' '}
        <select aria-label="Tiles" value={tiles} onChange={(e) => put({ tiles: e.target.value === 'drawn' ? 'drawn' : undefined })}>
          <option value="planned">Lay the tiles as planned</option>
          <option value="drawn">Draw the tiles</option>
        </select>
      </label>
      <p className="hint">
        {tiles === 'drawn'
          ? 'As in the box: the layout fixes where straights and curves go, but each tile is drawn from a shuffled pile of straights or of curves, so which chicanes and switches lie where is decided during the race.'
          : 'Every piece shows the printing (chicanes, switches) the layout names.'}
      </p>
    </fieldset>
  );
}
