import { lazy, Suspense } from 'react';
import { builderStore, useBuilder } from '../../app/builder';
import { raceThisTrack, useWelcome } from '../../app/builder/welcome';
import { UndoToast } from './UndoToast';
import { Announcer } from './Announcer';
import { HelpOverlay } from './HelpOverlay';
import { OpenEnds } from './OpenEnds';
import { PiecePicker } from './PiecePicker';
import { Palette } from './Palette';
import { ProblemList } from './ProblemList';
import { SelectionPanel } from './SelectionPanel';
import { StatusBadge } from './StatusBadge';
import { Toolbar } from './Toolbar';
import { Welcome } from './Welcome';
import { TrackStats } from './TrackStats';
import { useBuilderKeys } from './useBuilderKeys';
import './builder.css';

// The rating, the box check and the build sheet load after the panel (they bring the rules and the rating model).
const RatingSection = lazy(() => import('../rating/RatingSection').then((m) => ({ default: m.RatingSection })));

/** Build mode's side panel: status, tools, palette, open ends, selection and problems. */
export function BuilderPanel() {
  useBuilderKeys();
  const name = useBuilder((s) => s.layout.name);
  const toast = useBuilder((s) => s.toast);
  const welcome = useWelcome((s) => s.open);
  const empty = useBuilder((s) => s.layout.pieces.length === 0);
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-build" className="panel builder-panel">
      {welcome && <Welcome name={name} empty={empty} onRace={raceThisTrack} onKeep={() => useWelcome.getState().dismiss()} />}
      <div className="builder-sticky">
        <header className="builder-head">
          <h1 title={name}>{name}</h1>
          <StatusBadge />
        </header>
        <TrackStats />
        <Announcer />
      </div>
      <Toolbar />
      <Palette />
      <OpenEnds />
      <PiecePicker />
      <SelectionPanel />
      <ProblemList />
      <Suspense fallback={null}>
        <RatingSection />
      </Suspense>
      <HelpOverlay />
      {toast && <UndoToast key={toast.seq} text={toast.text} onUndo={() => builderStore.getState().undoFromToast()} onDismiss={() => builderStore.getState().dismissToast()} />}
    </section>
  );
}
