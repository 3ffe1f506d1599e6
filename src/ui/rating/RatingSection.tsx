import { lazy, Suspense, useEffect } from 'react';
import { ratingStore, useLayoutRating, RATED_GAMES, publishRatingDebug } from '../../app/rating';
import { useBuilder } from '../../app/builder';
import { sheetStore, useSheet } from '../../app/sheet';
import { useAppStore } from '../../app/store';
import { RatingRun } from './RatingRun';
import { RatingResult } from './RatingResult';
import { BoxCheck } from './BoxCheck';
import { GenerateEntry } from '../generate/GenerateEntry';
import './rating.css';

const BuildSheet = lazy(() => import('../sheet/BuildSheet').then((m) => ({ default: m.BuildSheet })));

/** Build mode's rating, box check and build sheet: one entry of the builder panel, loaded when the panel first shows. */
export function RatingSection() {
  const layout = useBuilder((s) => s.layout);
  const open = useSheet((s) => s.open);
  const debug = useAppStore((s) => s.debug);
  const stored = useLayoutRating(layout);
  const rated = (RATED_GAMES as readonly string[]).includes(layout.game);
  useEffect(() => {
    if (rated) ratingStore.getState().warm();
  }, [rated]);
  useEffect(() => {
    if (debug) publishRatingDebug();
  }, [debug]);
  return (
    <>
      {rated && (
        <section aria-labelledby="rating-title" className="rating">
          <h2 id="rating-title">Rating</h2>
          <p className="muted">How long and how hard a race on this layout is, and where the trouble is: measured by bots racing it many times.</p>
          <RatingRun />
          {stored ? <RatingResult stored={stored} layout={layout} /> : <p className="muted">Not rated yet.</p>}
        </section>
      )}
      <GenerateEntry />
      {layout.pieces.length > 0 && <BoxCheck />}
      <section aria-labelledby="sheet-open-title" className="sheet-open">
        <h2 id="sheet-open-title">Build sheet</h2>
        <p className="muted">A page to print and lay on the real table: the track from above with every piece numbered, the parts list, the rating and, if you like, a real-size template.</p>
        <button type="button" onClick={() => sheetStore.getState().setOpen(true)} disabled={layout.pieces.length === 0}>
          Open the build sheet
        </button>
      </section>
      {open && (
        <Suspense fallback={<p role="status">Opening the build sheet…</p>}>
          <BuildSheet />
        </Suspense>
      )}
    </>
  );
}
