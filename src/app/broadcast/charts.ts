/**
 * Chart data of a race, for any lane-graph game: samples of every car's
 * distance driven (laps × lap length + progress), turned into positions (the
 * lap chart) and gaps to the leader (the gap chart). Pure.
 */

export interface RaceSample {
  /** What the sample is taken at, in words for the axis ("Pass 3"). */
  readonly label: string;
  /** Step of the replay the sample shows. */
  readonly step: number;
  /** Cars from first to last. */
  readonly order: readonly number[];
  /** Distance driven by each car, in spaces. */
  readonly distances: readonly number[];
}

export interface Series {
  readonly car: number;
  /** One value per sample. */
  readonly values: readonly number[];
}

/** Position (1 = first) of every car at every sample. */
export function lapChart(samples: readonly RaceSample[], cars: number): Series[] {
  return Array.from({ length: cars }, (_, car) => ({ car, values: samples.map((s) => s.order.indexOf(car) + 1) }));
}

/** Spaces behind the leader of every car at every sample (the leader: 0). */
export function gapChart(samples: readonly RaceSample[], cars: number): Series[] {
  return Array.from({ length: cars }, (_, car) => ({
    car,
    values: samples.map((s) => {
      const lead = s.distances[s.order[0] ?? 0] ?? 0;
      return Math.max(0, lead - (s.distances[car] ?? 0));
    }),
  }));
}

/** Gaps in the standings: spaces to the car ahead and to the leader, in the order given. */
export function towerGaps(order: readonly number[], distances: readonly number[]): { car: number; ahead: number | null; leader: number }[] {
  const lead = distances[order[0] ?? 0] ?? 0;
  return order.map((car, i) => {
    const d = distances[car] ?? 0;
    const prev = i > 0 ? (distances[order[i - 1]!] ?? 0) : null;
    return { car, ahead: prev === null ? null : Math.max(0, prev - d), leader: Math.max(0, lead - d) };
  });
}

/** Times a car's position got better from one sample to the next (places gained, summed), per car. */
export function placesGained(series: readonly Series[]): number[] {
  return series.map((s) => s.values.reduce((sum, v, i) => (i > 0 && v < s.values[i - 1]! ? sum + (s.values[i - 1]! - v) : sum), 0));
}
