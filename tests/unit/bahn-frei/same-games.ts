/**
 * Seeded Bahn Frei games whose every move, every event and final state are
 * kept as hashes (`same-games.json`): the rules and the bots may be made
 * faster, but these games must stay move for move the games they were when
 * the hashes were taken.
 * `npx tsx tests/unit/bahn-frei/same-games.ts > tests/unit/bahn-frei/same-games.json`
 * writes them afresh (only when a rule or bot change means the games should change).
 */
import { germanyMap } from '../../../src/rail';
import { hashState } from '../../../src/rules/core/hash';
import { runGame } from '../../../src/sim/game-runner';
import { bahnFreiGame as game, type BahnConfig, type BahnState } from '../../../src/rules/bahn-frei';

export interface SameGame {
  readonly name: string;
  readonly seats: number;
  /** Solo: the trains the one player drives. */
  readonly tokens?: number;
  readonly kinds: readonly string[];
  readonly config: BahnConfig;
  readonly seed: number;
}

const FOUR: BahnConfig = { plates: 'frequent', specialPassengers: true };

/** The games: the bench's three tables with the team bot, random and mixed tables, and every variant of the set-up. */
export const SAME_GAMES: readonly SameGame[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((seed) => ({ name: `4 heuristic, frequent travellers and special passengers, seed ${seed}`, seats: 4, kinds: ['heuristic'], config: FOUR, seed })),
  ...[1, 2, 3, 4].map((seed) => ({ name: `2 heuristic, beginners, seed ${seed}`, seats: 2, kinds: ['heuristic'], config: {}, seed })),
  ...[1, 2, 3].map((seed) => ({ name: `1 heuristic with 2 trains, frequent travellers, seed ${seed}`, seats: 1, kinds: ['heuristic'], config: { plates: 'frequent' as const }, seed })),
  ...[21, 22].map((seed) => ({ name: `4 random, frequent travellers and special passengers, seed ${seed}`, seats: 4, kinds: ['random'], config: FOUR, seed })),
  { name: '3 mixed, beginners with special passengers', seats: 3, kinds: ['heuristic', 'random'], config: { specialPassengers: true }, seed: 31 },
  { name: '3 heuristic, frequent travellers, colours blue, red, yellow', seats: 3, kinds: ['heuristic'], config: { plates: 'frequent', colours: ['blue', 'red', 'yellow'] }, seed: 32 },
  { name: '1 heuristic with 4 trains, frequent travellers and special passengers', seats: 1, tokens: 4, kinds: ['heuristic'], config: FOUR, seed: 33 },
  { name: '1 heuristic with 3 trains, beginners', seats: 1, tokens: 3, kinds: ['heuristic'], config: {}, seed: 34 },
  { name: '4 mixed, frequent travellers and special passengers', seats: 4, kinds: ['random', 'heuristic'], config: FOUR, seed: 35 },
];

export interface SameGameHashes {
  readonly name: string;
  readonly moves: number;
  /** Hash of the list of moves (seat and action, in order). */
  readonly movesHash: string;
  /** Hash of every event, in order, as the moves are applied again from the set-up. */
  readonly eventsHash: string;
  /** Hash of the final state as the game hashes it. */
  readonly stateHash: string;
  readonly won: boolean | null;
  readonly complaints: number;
}

const MAP = germanyMap();

export function playSameGame(g: SameGame): SameGameHashes {
  const seats = Array.from({ length: g.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: g.kinds[i % g.kinds.length]!, ...(g.tokens !== undefined ? { tokens: g.tokens } : {}) }));
  const run = runGame(game, MAP, g.config, seats, g.seed);
  if (!run.over) throw new Error(`${g.name}: the game did not end`);
  // The moves again, from a fresh set-up, through `apply` as a replay reads them: the events of each in order.
  let s = game.setup(MAP, g.config, seats, g.seed);
  const events: unknown[] = [];
  for (const m of run.moves) {
    const r = game.apply(s, m.seat, JSON.parse(JSON.stringify(m.action)) as never);
    if (!r.ok) throw new Error(`${g.name}: the replay rejects a move: ${r.message}`);
    s = r.state;
    events.push(r.events);
  }
  const end = run.state as BahnState;
  if (hashState(game.hashable(s)) !== hashState(game.hashable(end))) throw new Error(`${g.name}: the replay ends elsewhere`);
  return { name: g.name, moves: run.moves.length, movesHash: hashState(run.moves), eventsHash: hashState(events), stateHash: hashState(game.hashable(end)), won: end.won, complaints: end.complaints };
}

if (process.argv[1]?.endsWith('same-games.ts')) console.log(JSON.stringify(SAME_GAMES.map(playSameGame), null, 1));
