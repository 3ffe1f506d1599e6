import { lazy, Suspense } from 'react';
import { generateStore, useGenerate } from '../../app/generate';

const GenerateDialog = lazy(() => import('./GenerateDialog').then((m) => ({ default: m.GenerateDialog })));

/** The builder panel's way into "Make me a track". */
export function GenerateEntry() {
  const open = useGenerate((s) => s.open);
  return (
    <section aria-labelledby="generate-open-title" className="generate-open">
      <h2 id="generate-open-title">Make me a track</h2>
      <p className="muted">Ask for a race of a length and difficulty from the pieces you own, and get tracks that bots have raced.</p>
      <button type="button" onClick={() => generateStore.getState().setOpen(true)}>
        Make me a track…
      </button>
      {open && (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <GenerateDialog />
        </Suspense>
      )}
    </section>
  );
}
