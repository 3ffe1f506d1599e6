import { useGenerate } from '../../app/generate';

/** The search's progress bar (steps: random tracks tried, improvements tried, final ratings) and what became of the last search. */
export function GenerateProgress() {
  const status = useGenerate((s) => s.status);
  const done = useGenerate((s) => s.done);
  const total = useGenerate((s) => s.total);
  const message = useGenerate((s) => s.message);
  const running = status === 'running';
  return (
    <>
      {running && (
        <div className="rating-progress">
          <progress max={total} value={done} aria-label="Search progress" aria-valuetext={`${done} of ${total} steps`} />
          <span data-testid="generate-count">
            {done} of {total} steps: each step races bots on a made-up track
          </span>
        </div>
      )}
      <p className={status === 'failed' ? 'msg error' : 'msg info'} role="status" data-testid="generate-status">
        {running ? 'Making tracks and racing bots on them…' : (message ?? '')}
      </p>
    </>
  );
}
