import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { generateStore, useGenerate } from '../../app/generate';
import { useBuilder } from '../../app/builder';
import { ownedFor, useSheet } from '../../app/sheet';
import type { GameId } from '../../track';
import { OwnedPicker } from '../rating/OwnedPicker';
import { ResultCard } from './ResultCard';
import { DOTS_WORDS, FIXED_BOARD_SENTENCE, GAME_TITLES, LEVEL_EXPLAINED, LEVEL_WORDS, SQUARES_WORDS, likePresets, targetSentence } from './generate-words';
import { GenerateProgress } from './GenerateProgress';
import './generate.css';

const GAMES: readonly GameId[] = ['start-frei', 'formula-1', 'motorsportspiel'];

function Scale({ label, words, value, onChange }: { label: string; words: readonly string[]; value: number; onChange(n: number): void }) {
  return (
    <label>
      {label}{' '}
      <select value={value} aria-label={label} onChange={(e) => onChange(Number(e.target.value))}>
        {words.map((w, i) => (
          <option key={w} value={i + 1}>
            {w}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Make me a track": the game, the target, the pieces owned; Generate with progress and Cancel; the tracks found as cards. */
export function GenerateDialog() {
  const builderGame = useBuilder((s) => s.layout.game);
  const [game, setGame] = useState<GameId>(builderGame);
  const [aim, setAim] = useState<'figures' | 'like'>('figures');
  const [dots, setDots] = useState(2);
  const [squares, setSquares] = useState(3);
  const [minutes, setMinutes] = useState(12);
  const [level, setLevel] = useState(2);
  const [preset, setPreset] = useState('');
  const [effort, setEffort] = useState<'quick' | 'thorough'>('quick');
  const [seed, setSeed] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const owned = ownedFor(useSheet((s) => s.owned), game);
  const status = useGenerate((s) => s.status);
  const results = useGenerate((s) => s.results);
  const target = useGenerate((s) => s.target);
  const resultGame = useGenerate((s) => s.game);
  const running = status === 'running';
  const presets = likePresets(game);
  const chosenPreset = presets.some((p) => p.name === preset) ? preset : (presets[0]?.name ?? '');
  const close = () => generateStore.getState().setOpen(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const start = () => {
    const t =
      aim === 'like'
        ? { kind: 'like', preset: chosenPreset }
        : game === 'start-frei'
          ? { kind: 'scale', dots, squares }
          : { kind: 'profile', minutes, difficulty: level };
    setProblem(generateStore.getState().start({ game, target: t, effort, count: 3, seed }, owned));
  };
  return createPortal(
    <div className="generate-root" role="dialog" aria-modal="true" aria-labelledby="generate-title">
      <div className="generate-bar">
        <h2 id="generate-title">Make me a track</h2>
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
      <div className="generate-body">
        <p className="muted">Say how long and how hard a race should be and which pieces you have: bots race many made-up tracks and the closest come back, best first, each with its rating.</p>
        <label>
          Game{' '}
          <select value={game} aria-label="Game" disabled={running} onChange={(e) => setGame(e.target.value as GameId)}>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {GAME_TITLES[g]}
              </option>
            ))}
          </select>
        </label>
        {game === 'motorsportspiel' ? (
          <p className="msg info" data-testid="generate-fixed-board">
            {FIXED_BOARD_SENTENCE}
          </p>
        ) : (
          <>
            <fieldset disabled={running}>
              <legend>What kind of race</legend>
              <label className="check">
                <input type="radio" name="aim" checked={aim === 'figures'} onChange={() => setAim('figures')} /> {game === 'start-frei' ? 'A race duration and a difficulty' : 'Minutes and a difficulty'}
              </label>
              <label className="check">
                <input type="radio" name="aim" checked={aim === 'like'} onChange={() => setAim('like')} /> Like one of the preset tracks
              </label>
              {aim === 'like' ? (
                <label>
                  Preset{' '}
                  <select value={chosenPreset} aria-label="Preset" onChange={(e) => setPreset(e.target.value)}>
                    {presets.map((p) => (
                      <option key={p.name} value={p.name}>
                        {p.title}
                      </option>
                    ))}
                  </select>
                </label>
              ) : game === 'start-frei' ? (
                <>
                  <Scale label="Race duration" words={DOTS_WORDS} value={dots} onChange={setDots} />
                  <Scale label="Difficulty" words={SQUARES_WORDS} value={squares} onChange={setSquares} />
                  <p className="muted">Dots and squares are the scale Start Frei’s rulebook prints beside each of its tracks.</p>
                </>
              ) : (
                <>
                  <label>
                    Minutes for 3 players{' '}
                    <input type="number" min={1} max={120} value={minutes} onChange={(e) => setMinutes(e.target.valueAsNumber)} />
                  </label>
                  <Scale label="Difficulty" words={LEVEL_WORDS} value={level} onChange={setLevel} />
                  <p className="muted">{LEVEL_EXPLAINED}</p>
                </>
              )}
            </fieldset>
            <fieldset disabled={running}>
              <legend>My pieces</legend>
              <OwnedPicker game={game} owned={owned} />
            </fieldset>
            <fieldset disabled={running}>
              <legend>Search</legend>
              <label>
                How hard to look{' '}
                <select value={effort} aria-label="How hard to look" onChange={(e) => setEffort(e.target.value as 'quick' | 'thorough')}>
                  <option value="quick">quickly (fewer test races, rougher figures)</option>
                  <option value="thorough">thoroughly (more test races, takes longer)</option>
                </select>
              </label>
              <label>
                Seed{' '}
                <input type="number" min={0} step={1} value={seed} onChange={(e) => setSeed(e.target.valueAsNumber)} aria-describedby="generate-seed-note" />
              </label>
              <p id="generate-seed-note" className="muted">
                The same seed and settings make the same tracks again; another seed tries others.
              </p>
            </fieldset>
            <div className="actions">
              <button type="button" onClick={start} disabled={running}>
                Generate
              </button>
              {running && (
                <button type="button" onClick={() => generateStore.getState().cancel()}>
                  Cancel
                </button>
              )}
            </div>
            {problem && <p className="msg error">{problem}</p>}
            <GenerateProgress />
            {target && results.length > 0 && resultGame === game && (
              <>
                <p className="muted">{targetSentence(target)}</p>
                <ol className="generate-results">
                  {results.map((g, i) => (
                    <ResultCard key={i} g={g} index={i} target={target} />
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
