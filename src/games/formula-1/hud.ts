/**
 * What Formuła 1's speedometer HUD shows, as plain data (the component only
 * draws it): each car's speed and tyres, and for the car choosing its speed,
 * every speed it may set with the tyre price and the risk of its safest way
 * (throws, the exact chance of leaving the track, the expected tyre loss),
 * read from the rules core's preview, never re-derived.
 */
import { activeCar, carName, speedChoices, speedPreview, TOP_SPEED, type Formula1State } from '../../rules/formula-1';

export interface SpeedRisk {
  readonly kmh: number;
  readonly cost: number;
  /** The safest way at this speed (fewest chances of leaving, then fewest tyres lost); null at 0 km/h. */
  readonly offChance: number | null;
  readonly expectedTyreLoss: number | null;
  readonly throws: number | null;
  /** How many ways there are at this speed. */
  readonly ways: number;
}

export interface CarGauge {
  readonly car: number;
  readonly token: string;
  readonly name: string;
  readonly speed: number;
  readonly tyres: number;
  readonly off: boolean;
  readonly inPit: boolean;
  readonly finished: number;
  readonly active: boolean;
}

export interface SpeedometerView {
  readonly top: number;
  readonly gauges: readonly CarGauge[];
  /** The speeds the car to act may set, with their risk (only while it chooses its speed). */
  readonly choices: readonly SpeedRisk[];
}

export function speedometerView(state: Formula1State): SpeedometerView {
  const ci = activeCar(state);
  const gauges = state.cars.map((c, i) => ({ car: i, token: `f1-${c.seat}-${c.index}`, name: carName(state, i), speed: c.speed, tyres: c.tyres, off: c.off, inPit: c.inPit, finished: c.finished, active: i === ci }));
  const choices: SpeedRisk[] = [];
  if (ci !== null && state.phase === 'speed' && !state.cars[ci]!.inPit) {
    for (const kmh of speedChoices(state, ci)) {
      const p = speedPreview(state, kmh);
      if (!p) continue;
      const best = [...p.paths].sort((a, b) => a.offChance - b.offChance || a.expectedTyreLoss - b.expectedTyreLoss)[0];
      choices.push({ kmh, cost: p.cost, offChance: best ? best.offChance : null, expectedTyreLoss: best ? best.expectedTyreLoss : null, throws: best ? best.throws : null, ways: p.paths.length });
    }
  }
  return { top: TOP_SPEED, gauges, choices };
}

/** A chance as people read it: "none", "under 1%", "17%". */
export function chanceText(p: number): string {
  if (p <= 0) return 'no risk';
  if (p < 0.005) return 'under 1%';
  return `${Math.round(p * 100)}%`;
}
