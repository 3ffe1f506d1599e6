import { useRef } from 'react';
import { useReportScreenInset } from '../../scene/frame-room';
import { needsHandoff, useBotDriver, useRaceStore, whoActs } from '../../app/race';
import { CameraChoice } from '../replay/CameraChoice';
import { CarPanels } from '../../games/start-frei/Hud';
import { CAR_COLORS } from '../../app/replay';
import { HandoffScreen } from './HandoffScreen';

/** Over the 3D view in Race mode: the cars' HUDs, the camera, and the pass-the-device screen. Drives the bots. */
export function RaceOverlay() {
  const state = useRaceStore((s) => s.state);
  const holder = useRaceStore((s) => s.holder);
  const setup = useRaceStore((s) => s.setup);
  const camera = useRaceStore((s) => s.camera);
  useBotDriver();
  // The camera choice at the bottom of the view: the table is framed above it (src/scene/frame-room.ts).
  const choice = useRef<HTMLDivElement>(null);
  useReportScreenInset('race-camera-choice', choice, 'bottom', 'live', state !== null);
  if (!state) return null;
  const handoff = needsHandoff(state, setup.seats, holder);
  const who = whoActs(state);
  return (
    <div className="overlay">
      <CarPanels state={state} active={who} colours={CAR_COLORS} />
      <div ref={choice} className="overlay-camera">
        <CameraChoice camera={camera === 'follow' ? 'follow' : camera} follow={Math.max(0, who)} names={[]} onCamera={(c) => useRaceStore.getState().setCamera(c)} onFollow={() => undefined} />
      </div>
      {handoff !== null && <HandoffScreen name={state.names[handoff] ?? `Car ${handoff + 1}`} onReady={() => useRaceStore.getState().takeDevice(handoff)} />}
    </div>
  );
}
