import { useMemo } from 'react';
import type { Playback } from '../../app/play/playback';
import { positionSamples } from '../../app/play/position-chart';
import { endFigures, figureText } from '../../app/play/end-stats';
import { playbackMoments } from '../../app/play/moments';
import { namesOf, tokensOf } from '../../app/play/session';
import { seatColour, tokenColours } from '../../app/play/colours';
import { countByKind } from '../../app/broadcast';
import { EndFigures } from './EndFigures';
import { GameCharts } from './EndCharts';

/** The moments' kinds (src/app/broadcast/game-moments.ts) in words, as counted. */
const MOMENT_WORDS: Readonly<Record<string, string>> = {
  overtake: 'overtaking attempts',
  chicane: 'chicane moments (taken too fast: stop and shift down; hit exactly: +1 coin)',
  brake: 'times braking behind a car',
  drs: 'DRS markers drawn',
  lap: 'laps completed',
  finish: 'finishes',
  off: 'times off the track',
  'safe-speed': 'bends taken faster than their safe speed',
  pit: 'pit stops',
  error: 'driving errors',
  flag: 'flags shown',
  out: 'cars out of the race',
  draft: 'slipstreams',
  complaint: 'complaints',
  event: 'event cards drawn',
  round: 'rounds',
};

/** The race charts and figures of the replay open in the Replay tab, for any game (loaded lazily with them). */
export default function ReplayCharts({ playback }: { playback: Playback }) {
  const shown = useMemo(() => ({ samples: positionSamples(playback), figures: endFigures(playback), counts: countByKind(playbackMoments(playback)) }), [playback]);
  const last = playback.frames[playback.frames.length - 1]!;
  const names = namesOf(last);
  const seats = last.seats.length;
  const tokens = tokensOf(last);
  const colours = tokenColours(tokens);
  const seatColours = Array.from({ length: seats }, (_, s) => seatColour(tokens, colours, s));
  const result = last.game.result(last.state);
  const order = result?.kind === 'ranking' && result.order.length === seats ? result.order : Array.from({ length: seats }, (_, s) => s);
  const { samples, figures, counts } = shown;
  return (
    <div className="replay-charts">
      {samples && samples.length >= 2 && <GameCharts samples={samples} names={names} colours={seatColours} order={order} title="Position chart" axis="Place in the race, from the start to the end, move by move" counted="counted move by move" />}
      <EndFigures rows={figures} names={names} order={order} text={figureText} />
      {counts.size > 0 && (
        <ul className="race-stats-list" aria-label="The race in figures">
          {[...counts].map(([kind, n]) => (
            <li key={kind}>
              {n} {MOMENT_WORDS[kind] ?? kind}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
