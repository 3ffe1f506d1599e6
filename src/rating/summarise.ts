/**
 * From race samples to a rating: means with normal intervals, rates with
 * Wilson intervals, the calibrated minutes and Start Frei's printed scale.
 */
import { CALIBRATION, type Calibration, type MinutesModel } from './calibration';
import { MeanAcc, wilson } from './stats';
import type { RaceSample, Rating, TableRating } from './types';

export interface SummariseOptions {
  readonly game: string;
  readonly seed: number;
  readonly calibration?: Calibration;
}

const ZERO_MODEL: MinutesModel = { base: 0, perDecision: 0, perAction: 0, perPlayer: 0 };

/** Minutes at the table of one race (the calibrated model, docs/rating.md). */
export function raceMinutes(s: Pick<RaceSample, 'actions' | 'decisions' | 'players'>, m: MinutesModel): number {
  return m.base + m.perDecision * s.decisions + m.perAction * (s.actions - s.decisions) + m.perPlayer * s.players;
}

/** The samples of one rating in race order, each race once (chunks may come back in any order). */
export function mergeSamples(...chunks: readonly (readonly RaceSample[])[]): RaceSample[] {
  const seen = new Map<string, RaceSample>();
  for (const chunk of chunks) for (const s of chunk) seen.set(`${s.players}:${s.index}`, s);
  return [...seen.values()].sort((a, b) => a.players - b.players || a.index - b.index);
}

/** Total incidents of a race. */
function trouble(s: RaceSample): number {
  let n = 0;
  for (const k in s.incidents) n += s.incidents[k]!;
  return n;
}

function summariseTable(players: number, samples: readonly RaceSample[], model: MinutesModel, cal: Calibration): TableRating {
  const n = samples.length;
  const acc = { minutes: new MeanAcc(), actions: new MeanAcc(), decisions: new MeanAcc(), leadChanges: new MeanAcc(), overtakes: new MeanAcc(), trouble: new MeanAcc() };
  const wins = new Array<number>(players).fill(0);
  const incidents = new Map<string, MeanAcc>();
  let unfinished = 0;
  for (const s of samples) {
    acc.minutes.add(raceMinutes(s, model));
    acc.actions.add(s.actions);
    acc.decisions.add(s.decisions);
    acc.leadChanges.add(s.leadChanges);
    acc.overtakes.add(s.overtakes);
    acc.trouble.add(trouble(s) / players);
    if (!s.over) unfinished++;
    const pos = s.grid.indexOf(s.finish[0]!);
    if (pos >= 0 && pos < players) wins[pos]!++;
    for (const key in s.incidents) {
      let a = incidents.get(key);
      if (!a) incidents.set(key, (a = new MeanAcc()));
      a.add(s.incidents[key]!);
    }
  }
  const grid = wins.map((w, i) => ({ position: i + 1, wins: w, rate: wilson(w, n) }));
  const even = 1 / players;
  const pole = grid[0]!.rate;
  const poleFlag = pole.low > even + cal.poleTolerance || pole.high < even - cal.poleTolerance;
  const perPiece = [...incidents.entries()]
    .map(([key, a]) => {
      const at = key.lastIndexOf('@');
      return { piece: key.slice(at + 1), kind: key.slice(0, at), perRace: a.estimate(n) };
    })
    .sort((a, b) => b.perRace.value - a.perRace.value || a.piece.localeCompare(b.piece) || a.kind.localeCompare(b.kind));
  return {
    players,
    races: n,
    unfinished,
    minutes: acc.minutes.estimate(),
    actions: acc.actions.estimate(),
    decisions: acc.decisions.estimate(),
    leadChanges: acc.leadChanges.estimate(),
    overtakes: acc.overtakes.estimate(),
    troublePerPlayer: acc.trouble.estimate(),
    fairness: { grid, poleFlag },
    incidents: perPiece,
  };
}

/** Where `minutes` lies on the rulebook's dot scale for `players` (1–4, fractional, extended linearly beyond). */
export function dotScore(minutes: number, players: number, cal: Calibration = CALIBRATION): number | null {
  const row = cal.dots[String(players)];
  if (!row) return null;
  if (minutes <= row[0]!) return 1 + (minutes - row[0]!) / (row[1]! - row[0]!);
  for (let i = 1; i < row.length; i++) if (minutes <= row[i]!) return i + (minutes - row[i - 1]!) / (row[i]! - row[i - 1]!);
  const last = row.length - 1;
  return last + 1 + (minutes - row[last]!) / (row[last]! - row[last - 1]!);
}

/** The difficulty score: the chosen measured quantity of each table less its offset for that player count, averaged over the tables. */
export function difficultyScore(tables: readonly TableRating[], cal: Calibration = CALIBRATION): number {
  let total = 0;
  for (const t of tables) total += measure(t, cal.difficulty.measure) - (cal.difficulty.offsets[String(t.players)] ?? 0);
  return tables.length === 0 ? 0 : total / tables.length;
}

/** A measured quantity of a table by its name in the calibration data. */
export function measure(t: TableRating, name: string): number {
  switch (name) {
    case 'troublePerPlayer':
      return t.troublePerPlayer.value;
    case 'troublePerDecision':
      return t.decisions.value === 0 ? 0 : (t.troublePerPlayer.value * t.players) / t.decisions.value;
    case 'overtakes':
      return t.overtakes.value;
    case 'leadChanges':
      return t.leadChanges.value;
    case 'poleWin':
      return t.fairness.grid[0]?.rate.value ?? 0;
    default:
      throw new Error(`calibration: unknown measured quantity '${name}'`);
  }
}

const clampScale = (x: number) => Math.min(4, Math.max(1, Math.round(x)));

/** The rating of a set of samples (any mix of player counts). */
export function summarise(samples: readonly RaceSample[], options: SummariseOptions): Rating {
  const cal = options.calibration ?? CALIBRATION;
  const model = cal.games[options.game]?.minutes ?? ZERO_MODEL;
  const byPlayers = new Map<number, RaceSample[]>();
  for (const s of mergeSamples(samples)) {
    let list = byPlayers.get(s.players);
    if (!list) byPlayers.set(s.players, (list = []));
    list.push(s);
  }
  if (byPlayers.size === 0) throw new Error('a rating needs at least one race');
  const tables = [...byPlayers.entries()].sort((a, b) => a[0] - b[0]).map(([p, list]) => summariseTable(p, list, model, cal));
  const races = Math.min(...tables.map((t) => t.races));
  const rating: Rating = { version: 1, game: options.game, seed: options.seed, races, tables };
  if (options.game !== 'start-frei') return rating;
  const dots = tables.map((t) => dotScore(t.minutes.value, t.players, cal)).filter((d): d is number => d !== null);
  if (dots.length === 0) return rating;
  const durationScore = dots.reduce((s, d) => s + d, 0) / dots.length;
  const difficulty = difficultyScore(tables, cal);
  const squares = 1 + cal.difficulty.thresholds.filter((t) => difficulty >= t).length;
  return { ...rating, scale: { dots: clampScale(durationScore), squares, durationScore, difficultyScore: difficulty } };
}

/**
 * The difficulty score on the squares scale, continuous: each threshold where
 * 2, 3, 4 squares begin sits at 1.5, 2.5, 3.5, linear between and beyond.
 */
export function squaresScore(difficulty: number, cal: Calibration = CALIBRATION): number {
  const [t1, t2, t3] = cal.difficulty.thresholds as [number, number, number];
  if (difficulty < t2) return 1.5 + (difficulty - t1) / (t2 - t1);
  if (difficulty < t3) return 2.5 + (difficulty - t2) / (t3 - t2);
  return 3.5 + (difficulty - t3) / (t3 - t2);
}
