import { gapChart, lapChart, placesGained, type RaceSample } from '../../app/broadcast';
import { RaceChart } from '../broadcast';
import './end.css';

export interface GameChartsProps {
  /** The samples of the race: each seat's place (and distance, when the game measures it) at each. */
  readonly samples: readonly RaceSample[];
  readonly names: readonly string[];
  readonly colours: readonly string[];
  /** The final places, the winner first (the order of the "places gained" lines). */
  readonly order: readonly number[];
  /** The place chart's title and axis ("Lap chart", "Position, at the start of every pass"). */
  readonly title: string;
  readonly axis: string;
  /** What a sample is, for the places-gained lines ("counted at the start of every pass"). */
  readonly counted: string;
}

/**
 * The charts of a race just played, on the end screen, for any racing game: the place chart, the gap chart when the
 * samples measure distances, and the places each seat gained, in the seats' colours.
 */
export function GameCharts({ samples, names, colours, order, title, axis, counted }: GameChartsProps) {
  const seats = names.length;
  const labels = samples.map((s) => s.label);
  const positions = lapChart(samples, seats);
  const gained = placesGained(positions);
  const measured = samples.some((s) => s.distances.some((d) => d !== 0));
  return (
    <div className="end-charts" aria-label="Race charts" role="group">
      <RaceChart title={title} axis={axis} labels={labels} series={positions} names={names} colours={colours} kind="position" />
      {measured && <RaceChart title="Gap chart" axis="Spaces behind the leader" labels={labels} series={gapChart(samples, seats)} names={names} colours={colours} kind="gap" />}
      <ul className="race-stats-list" aria-label="Places gained">
        {order.map((seat) => (
          <li key={seat}>
            {names[seat]}: {gained[seat]} place{gained[seat] === 1 ? '' : 's'} gained over the race ({counted})
          </li>
        ))}
      </ul>
    </div>
  );
}
