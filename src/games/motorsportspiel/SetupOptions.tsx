/**
 * Das Motorsportspiel's options in the shell's set-up: the laps, how the grid
 * is filled (seat order, a draw, or the training round's results), the
 * variants of the rulebook and its addendum (each said in a sentence), and
 * teams: a seat may drive more than one car.
 */
import { useEffect, useState } from 'react';
import type { SetupOptionsProps } from '../client';
import { MAX_CARS, resolveConfig, type MssConfig } from '../../rules/motorsportspiel';
import { raceName } from './race-name';
import { trainingRound } from './training';
import './setup.css';

type Training = NonNullable<MssConfig['training']>[number];
type GridChoice = 'seats' | 'random' | 'training';
const NO_TRAINING: Training = { rolls: 8, yellows: 0, reds: 0, past: 0 };

/** The grid of `cars` cars in the rulebook's two rows (1 3 5 … / 2 4 6 …). */
export function gridRows(cars: number): string {
  const top = Array.from({ length: Math.ceil(cars / 2) }, (_, i) => 2 * i + 1);
  const bottom = Array.from({ length: Math.floor(cars / 2) }, (_, i) => 2 * i + 2);
  return `${top.join(' ')} / ${bottom.join(' ')}`;
}

const asConfig = (c: unknown): MssConfig => (c && typeof c === 'object' ? (c as MssConfig) : {});

export function MssSetupOptions({ config, seats, setConfig, setTokens, graph, seed = 1 }: SetupOptionsProps) {
  const [drove, setDrove] = useState<string | null>(null);
  const c = asConfig(config);
  // The game's own defaults (one place: the rules' resolveConfig), never an example table's options.
  const defaults = resolveConfig(c);
  const laps = defaults.laps;
  const tokens = seats.map((s) => s.tokens ?? 1);
  const cars = tokens.reduce((a, b) => a + b, 0);
  const grid: GridChoice = c.training ? 'training' : (c.grid ?? 'seats');
  const put = (patch: Partial<Record<keyof MssConfig, unknown>>) => {
    const next: Record<string, unknown> = { ...c, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
    setConfig(next);
  };
  // The training results follow the cars: one line per car, kept while the cars stay the same.
  const training = c.training && c.training.length === cars ? c.training : Array.from({ length: cars }, (_, i) => c.training?.[i] ?? NO_TRAINING);
  const carNames: string[] = [];
  seats.forEach((s, i) => {
    for (let k = 0; k < tokens[i]!; k++) carNames.push(tokens[i]! > 1 ? `${s.name} (car ${k + 1})` : s.name);
  });
  const stale = c.training !== undefined && c.training.length !== cars;
  useEffect(() => {
    // Absent options mean the game's defaults: say so to the shell, which would otherwise start the example
    // table's options (its "1 lap") while this form shows the game's own three.
    if (config === undefined) setConfig({});
    else if (stale) put({ training });
  });
  const setTraining = (car: number, patch: Partial<Training>) => put({ training: training.map((t, i) => (i === car ? { ...t, ...patch } : t)) });
  const num = (v: string, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(Number(v)) || min));
  return (
    <fieldset className="mss-options" aria-label="Race options">
      <legend>Race options</legend>
      <p className="mss-race-name" aria-label="The race set up">
        The race: {raceName(grid === 'training' ? { ...c, training } : c, cars)}.
      </p>
      <label>
        Laps{' '}
        <input type="number" aria-label="Laps" min={1} max={50} value={laps} onChange={(e) => put({ laps: num(e.target.value, 1, 50), ...(num(e.target.value, 1, 50) < 5 ? { fuelStops: undefined } : {}) })} />
      </label>
      <p className="hint">New players start with three laps and no time penalties.</p>

      <label>
        Grid{' '}
        <select
          aria-label="Grid"
          value={grid}
          onChange={(e) => {
            const g = e.target.value as GridChoice;
            put(g === 'training' ? { grid: undefined, training } : { grid: g === 'seats' ? undefined : g, training: undefined });
          }}
        >
          <option value="seats">In seat order</option>
          <option value="random">A random draw</option>
          <option value="training">By a training round</option>
        </select>
      </label>
      <p className="hint">
        {cars} car{cars === 1 ? '' : 's'} on the grid, numbered {gridRows(cars)} in two rows{cars > 6 ? ' (the alternate set-up for up to 12 players)' : ''}.{' '}
        {grid === 'training' && 'Each car’s training lap: the fewest dice rolls for a lap starts first; a yellow flag adds one roll and a red flag two; a tie goes to the car that went further past the line.'}
      </p>
      {grid === 'training' && graph && (
        <>
          <button
            type="button"
            onClick={() => {
              const laps = trainingRound(graph, cars, seed);
              put({ training: laps.map(({ rolls, yellows, reds, past }) => ({ rolls, yellows, reds, past })) });
              const best = laps.reduce((b, l, i) => (l.rolls + l.yellows + 2 * l.reds < laps[b]!.rolls + laps[b]!.yellows + 2 * laps[b]!.reds ? i : b), 0);
              const unfinished = laps.filter((l) => !l.finished).length;
              setDrove(
                `The bots drove one training lap for each of the ${cars} cars on this board, alone on the track, with the dice of seed ${seed}, and filled in the results below: ` +
                  `the rolls each lap took, its yellow and red flags, and how far past the line its last roll went. ${carNames[best] ?? `Car ${best + 1}`} was fastest with ${laps[best]!.rolls} rolls.` +
                  (unfinished > 0 ? ` ${unfinished} lap${unfinished === 1 ? ' was' : 's were'} stopped after 60 rolls.` : '') +
                  ' You may still change any number.',
              );
            }}
          >
            Let the bots drive the training round
          </button>
          {drove && (
            <p className="hint" role="status">
              {drove}
            </p>
          )}
        </>
      )}
      {grid === 'training' && (
        <div className="mss-training" role="group" aria-label="Training round results">
          {training.map((t, i) => (
            <div className="mss-training-car" key={i}>
              <span className="mss-training-name">{carNames[i] ?? `Car ${i + 1}`}</span>
              <label>
                rolls <input type="number" aria-label={`Car ${i + 1} training rolls`} min={1} max={99} value={t.rolls} onChange={(e) => setTraining(i, { rolls: num(e.target.value, 1, 99) })} />
              </label>
              <label>
                yellow <input type="number" aria-label={`Car ${i + 1} training yellow flags`} min={0} max={9} value={t.yellows} onChange={(e) => setTraining(i, { yellows: num(e.target.value, 0, 9) })} />
              </label>
              <label>
                red <input type="number" aria-label={`Car ${i + 1} training red flags`} min={0} max={9} value={t.reds} onChange={(e) => setTraining(i, { reds: num(e.target.value, 0, 9) })} />
              </label>
              <label>
                past the line <input type="number" aria-label={`Car ${i + 1} training spaces past the line`} min={0} max={99} value={t.past} onChange={(e) => setTraining(i, { past: num(e.target.value, 0, 99) })} />
              </label>
            </div>
          ))}
        </div>
      )}

      <label className="mss-check">
        <input type="checkbox" checked={c.timePenalties === true} onChange={(e) => put({ timePenalties: e.target.checked || undefined, moveSeconds: e.target.checked ? defaults.moveSeconds : undefined })} /> Time penalties
        (advanced game)
      </label>
      {c.timePenalties && (
        <label>
          Seconds for a move{' '}
          <input type="number" aria-label="Seconds for a move" min={10} max={60} value={defaults.moveSeconds} onChange={(e) => put({ moveSeconds: num(e.target.value, 10, 60) })} />
        </label>
      )}
      <p className="hint">A move timer runs from the roll; a person who takes longer gets a white flag in the pit box, and three white flags mean a stop and go.</p>

      <label className="mss-check">
        <input type="checkbox" checked={c.finalLapAlternate === true} onChange={(e) => put({ finalLapAlternate: e.target.checked || undefined })} /> Final-lap alternate rule
      </label>
      <p className="hint">With a black or third white flag on the final lap you may ride it out to the finish, rolling the red die and at most one white die, instead of pitting.</p>

      <label className="mss-check">
        Fuel and tyre stops{' '}
        <select aria-label="Fuel and tyre stops" value={laps >= 5 ? (c.fuelStops ?? 0) : 0} disabled={laps < 5} onChange={(e) => put({ fuelStops: Number(e.target.value) || undefined })}>
          {[0, 1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {n === 0 ? 'none' : n}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        {laps >= 5
          ? 'Each car must pit that many times; without the stop, doubles on the white dice on the final lap empty the tank after that roll.'
          : 'For races of five laps or more: each car must pit to refuel and change tyres.'}
      </p>

      <label className="mss-check">
        <input type="checkbox" checked={c.bigError === true} onChange={(e) => put({ bigError: e.target.checked || undefined })} /> The BIG error
      </label>
      <p className="hint">More than 6 unusable points and the car flips over: out of the race.</p>

      <label className="mss-check">
        <input type="checkbox" checked={c.alternatePit === true} onChange={(e) => put({ alternatePit: e.target.checked || undefined })} /> Alternate pit rule
      </label>
      <p className="hint">A pit stop always ends in the car’s pit box; the rest of the dice is lost and the car drives out on its next turn in the lowest gears.</p>

      <div className="mss-teams" role="group" aria-label="Cars per seat">
        <p className="hint">Teams: one player may move a team of cars (at most {MAX_CARS} cars in all).</p>
        {seats.map((s, i) => (
          <label key={i}>
            {s.name || `Seat ${i + 1}`}{' '}
            <select aria-label={`Seat ${i + 1} cars`} value={tokens[i]} onChange={(e) => setTokens(tokens.map((t, j) => (j === i ? (Number(e.target.value) > 1 ? Number(e.target.value) : undefined) : t > 1 ? t : undefined)))}>
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n} disabled={n > tokens[i]! && cars - tokens[i]! + n > MAX_CARS}>
                  {n === 1 ? '1 car' : `a team of ${n} cars`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
