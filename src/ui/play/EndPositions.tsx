import { useMemo } from 'react';
import { playbackOf } from '../../app/play/playback';
import { positionSamples } from '../../app/play/position-chart';
import { endFigures, figureText } from '../../app/play/end-stats';
import { namesOf, type PlaySession } from '../../app/play/session';
import { seatColour, tokenColours } from '../../app/play/colours';
import { EndFigures } from './EndFigures';
import { GameCharts } from './EndCharts';

/**
 * The figures table and the position chart of a game just played in the shell, move by move (loaded lazily: it
 * re-runs the game). The chart only for a race (a game with a running order).
 */
export default function EndPositions({ session, order }: { session: PlaySession; order: readonly number[] }) {
  const played = useMemo(() => {
    const p = playbackOf(session, 'The game just played');
    return p.ok ? { samples: positionSamples(p.value), figures: endFigures(p.value) } : null;
  }, [session]);
  if (!played) return null;
  const names = namesOf(session);
  const seats = session.seats.length;
  const tokens = session.game.tokens(session.state);
  const colours = tokenColours(tokens);
  const seatColours = Array.from({ length: seats }, (_, s) => seatColour(tokens, colours, s));
  const columns = order.length === seats ? order : Array.from({ length: seats }, (_, s) => s);
  const { samples, figures } = played;
  return (
    <>
      <EndFigures rows={figures} names={names} order={columns} text={figureText} />
      {samples && samples.length >= 2 && (
        <GameCharts samples={samples} names={names} colours={seatColours} order={columns} title="Position chart" axis="Place in the race, from the start to the end, move by move" counted="counted move by move" />
      )}
    </>
  );
}
