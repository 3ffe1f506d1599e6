import { useMemo } from 'react';
import { CAR_COLORS, openReplayJson, raceSamples } from '../../app/replay';
import { gapChart, lapChart, placesGained } from '../../app/broadcast';
import type { recordReplay } from '../../app/race';
import { RaceChart } from '../broadcast';

/**
 * The charts of the race just played, on the end screen (loaded lazily): the
 * race is re-run from its replay file the way Replay mode opens it, sampled at
 * the start of every pass, and drawn in the cars' HUD colours.
 */
export default function EndCharts({ file, order }: { file: ReturnType<typeof recordReplay>; order: readonly number[] }) {
  const opened = useMemo(() => openReplayJson(file), [file]);
  if (!opened.ok) return <p className="hint">The charts could not be drawn: {opened.message}</p>;
  const { session } = opened;
  const samples = raceSamples(session);
  const cars = session.names.length;
  const labels = samples.map((s) => s.label);
  const positions = lapChart(samples, cars);
  const gaps = gapChart(samples, cars);
  const gained = placesGained(positions);
  return (
    <div className="end-charts" aria-label="Race charts" role="group">
      <RaceChart title="Lap chart" axis="Position, at the start of every pass" labels={labels} series={positions} names={session.names} colours={CAR_COLORS} kind="position" />
      <RaceChart title="Gap chart" axis="Spaces behind the leader" labels={labels} series={gaps} names={session.names} colours={CAR_COLORS} kind="gap" />
      <ul className="race-stats-list" aria-label="Places gained">
        {order.map((car) => (
          <li key={car}>
            {session.names[car]}: {gained[car]} place{gained[car] === 1 ? '' : 's'} gained over the race (counted at the start of every pass)
          </li>
        ))}
      </ul>
    </div>
  );
}
