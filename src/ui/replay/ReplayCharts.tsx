import { useMemo } from 'react';
import { CAR_COLORS, raceSamples, type ReplaySession } from '../../app/replay';
import { countByKind, gapChart, lapChart, placesGained } from '../../app/broadcast';
import { RaceChart } from '../broadcast';

/** The lap chart, the gap chart and the race in figures, for the open replay (loaded lazily with the panel). */
export default function ReplayCharts({ session, step }: { session: ReplaySession; step: number }) {
  const samples = useMemo(() => raceSamples(session), [session]);
  const cars = session.names.length;
  const labels = samples.map((s) => s.label);
  const positions = useMemo(() => lapChart(samples, cars), [samples, cars]);
  const gaps = useMemo(() => gapChart(samples, cars), [samples, cars]);
  const gained = placesGained(positions);
  const now = samples.reduce((best, s, i) => (s.step <= step ? i : best), 0);
  const counts = countByKind(session.moments);
  const overtakes = session.moments.filter((m) => m.kind === 'overtake' && !m.text.includes('fails')).length;
  return (
    <div className="replay-charts">
      <RaceChart title="Lap chart" axis="Position, at the start of every pass" labels={labels} series={positions} names={session.names} colours={CAR_COLORS} kind="position" now={now} />
      <RaceChart title="Gap chart" axis="Spaces behind the leader" labels={labels} series={gaps} names={session.names} colours={CAR_COLORS} kind="gap" now={now} />
      <ul className="race-stats-list" aria-label="The race in figures">
        <li>
          {overtakes} overtake{overtakes === 1 ? '' : 's'} made, {(counts.get('overtake') ?? 0) - overtakes} failed
        </li>
        <li>
          {counts.get('chicane') ?? 0} chicane moment{counts.get('chicane') === 1 ? '' : 's'} (taken too fast: stop and shift down; hit exactly: +1 coin)
        </li>
        <li>{counts.get('brake') ?? 0} times braking behind a car</li>
        {positions.map((s) => (
          <li key={s.car}>
            {session.names[s.car]}: {gained[s.car]} place{gained[s.car] === 1 ? '' : 's'} gained over the race
          </li>
        ))}
      </ul>
    </div>
  );
}
