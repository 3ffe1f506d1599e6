import { useMemo } from 'react';
import { lapChart } from '../../app/broadcast';
import { playbackOf } from '../../app/play/playback';
import { positionSamples } from '../../app/play/position-chart';
import { namesOf, type PlaySession } from '../../app/play/session';
import { seatColour, tokenColours } from '../../app/play/colours';
import { RaceChart } from '../broadcast';

/** The position chart of a race just played in the shell, move by move (loaded lazily: it re-runs the game). Nothing for a game that is not a race. */
export default function EndPositions({ session }: { session: PlaySession }) {
  const samples = useMemo(() => {
    const p = playbackOf(session, 'The game just played');
    return p.ok ? positionSamples(p.value) : null;
  }, [session]);
  if (!samples || samples.length < 2) return null;
  const names = namesOf(session);
  const seats = session.seats.length;
  const tokens = session.game.tokens(session.state);
  const colours = tokenColours(tokens);
  const seatColours = Array.from({ length: seats }, (_, s) => seatColour(tokens, colours, s));
  return (
    <div className="end-charts" role="group" aria-label="Race charts">
      <RaceChart title="Position chart" axis="Place in the race, from the start to the end, move by move" labels={samples.map((s) => s.label)} series={lapChart(samples, seats)} names={names} colours={seatColours} kind="position" />
    </div>
  );
}
