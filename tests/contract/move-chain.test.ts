/**
 * Every registered game (and the toy double): a log with its move chain and
 * final record refuses any single move changed, removed or added at that
 * move, and a log cut short, whatever the checkpoints.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { core, GAMES } from '../../src/rules';
import { toyGame } from './toy-game';
import { actionKey, logOf, playRandom, table, type A, type G } from './play';

const games: readonly G[] = [...GAMES, toyGame as unknown as G];
const cases = games.flatMap((game) => game.examples.map((example) => [`${game.title} on ${example.name}`, game, example] as const));
type Mv = core.Move<A>;
const key = (m: Mv | undefined) => (m ? `${m.seat} ${actionKey(m.action)}` : '');

describe.each(cases)('%s: the move chain', (_name, game, example) => {
  const t = table(game, example);
  const played = playRandom(t, 31);
  const n = played.moves.length;
  const start = core.hashState({ seed: played.seed, seats: t.seats });
  const chained = (moves: readonly Mv[] = played.moves) => ({
    ...logOf(t, played, moves, core.checkpointIndices(n).map((index) => ({ index, hash: played.hashes[index]! }))),
    chain: { start, hashes: core.chainMoves(start, played.moves) },
    final: { moves: n, hash: played.hashes[n]! },
  });

  it('verifies as played', () => {
    const r = core.verifyMoves(game, chained());
    expect(r.ok, r.ok ? '' : `${r.index}: ${r.reason}`).toBe(true);
  });

  it('any single move changed, removed or added is refused at that move; a cut-short log where it ends', () => {
    fc.assert(
      fc.property(fc.nat(n - 1), fc.nat(n - 1), fc.constantFrom('change', 'remove', 'add', 'cut'), (at, from, kind) => {
        const moves = [...played.moves];
        if (kind === 'change') moves[at] = played.moves[from]!;
        else if (kind === 'remove') moves.splice(at, 1);
        else if (kind === 'add') moves.splice(at, 0, played.moves[from]!);
        else moves.length = at;
        let first = 0;
        while (first < moves.length && first < n && key(moves[first]) === key(played.moves[first])) first++;
        fc.pre(first < Math.max(n, moves.length));
        const r = core.verifyMoves(game, chained(moves));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.index, r.reason).toBe(first);
      }),
      { numRuns: 40, seed: 5 },
    );
  });
});
