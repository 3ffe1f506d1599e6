import { useState } from 'react';
import { defaultRaces } from '../../rating';
import { ratingStore, useRating } from '../../app/rating';
import { useBuilder } from '../../app/builder';

/** The settings, the "Rate this track" button, the progress bar with Cancel, and what became of the last run. */
export function RatingRun() {
  const game = useBuilder((s) => s.layout.game);
  const valid = useBuilder((s) => s.report.errors.length === 0);
  const status = useRating((s) => s.status);
  const done = useRating((s) => s.done);
  const total = useRating((s) => s.total);
  const message = useRating((s) => s.message);
  const races = useRating((s) => s.races) ?? defaultRaces(game);
  const seed = useRating((s) => s.seed);
  const workers = useRating((s) => s.workers);
  const [problem, setProblem] = useState<string | null>(null);
  const running = status === 'running';
  const set = (input: { races?: unknown; seed?: unknown }) => setProblem(ratingStore.getState().setSettings(input));
  return (
    <div className="rating-run">
      <div className="rating-settings">
        <label>
          Races per player count{' '}
          <input type="number" min={10} max={20000} step={10} defaultValue={races} key={`races-${game}`} disabled={running} onChange={(e) => set({ races: e.target.valueAsNumber })} aria-describedby="rating-settings-note" />
        </label>
        <label>
          Seed{' '}
          <input type="number" min={0} step={1} defaultValue={seed} disabled={running} onChange={(e) => set({ seed: e.target.valueAsNumber })} aria-describedby="rating-settings-note" />
        </label>
      </div>
      <p id="rating-settings-note" className="muted">
        The same seed gives the same races, so a rating can be made again exactly. More races give a surer figure but take longer.
      </p>
      {problem && <p className="msg error">{problem}</p>}
      <div className="actions">
        <button type="button" onClick={() => ratingStore.getState().start()} disabled={running || !valid || problem !== null}>
          Rate this track
        </button>
        {running && (
          <button type="button" onClick={() => ratingStore.getState().cancel()}>
            Cancel
          </button>
        )}
      </div>
      {!valid && !running && <p className="muted">Only a valid closed loop can be rated: fix the problems listed below first.</p>}
      {running && (
        <div className="rating-progress">
          <progress max={total} value={done} aria-label="Rating progress" aria-valuetext={`${done} of ${total} races`} />
          <span data-testid="rating-count">
            {done.toLocaleString('en-US')} of {total.toLocaleString('en-US')} races{workers > 0 ? ` on ${workers} ${workers === 1 ? 'core' : 'cores'}` : ''}
          </span>
        </div>
      )}
      <p className={status === 'failed' ? 'msg error' : 'msg info'} role="status" data-testid="rating-status">
        {running ? 'Racing bots on this layout…' : (message ?? '')}
      </p>
    </div>
  );
}
