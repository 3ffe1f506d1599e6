/**
 * The race actually set up, in words: how many cars, how many laps, how the
 * grid is filled and which variants are on. The set-up form and the side panel
 * show it (the example table's own name only says which board it is).
 */
import { resolveConfig, type MssConfig, type MssState } from '../../rules/motorsportspiel';

const join = (parts: readonly string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** "12 cars, 3 laps, the grid by a training round, with time penalties (20 s a move) and the BIG error". */
export function raceName(config: MssConfig, cars: number): string {
  const { laps, moveSeconds } = resolveConfig(config);
  const grid = config.training ? 'the grid by a training round' : config.grid === 'random' ? 'the grid by a random draw' : 'the grid in seat order';
  const variants: string[] = [];
  if (config.timePenalties) variants.push(`time penalties (${moveSeconds} s a move)`);
  if (config.finalLapAlternate) variants.push('the final-lap rule');
  if ((config.fuelStops ?? 0) > 0 && laps >= 5) variants.push(`${config.fuelStops} fuel and tyre stop${config.fuelStops === 1 ? '' : 's'}`);
  if (config.bigError) variants.push('the BIG error');
  if (config.alternatePit) variants.push('the alternate pit rule');
  const head = `${cars} car${cars === 1 ? '' : 's'}, ${laps} lap${laps === 1 ? '' : 's'}, ${grid}`;
  return variants.length === 0 ? `${head}, no variants` : `${head}, with ${join(variants)}`;
}

/** The race of a game under way, read from its state. */
export function raceNameOf(state: MssState): string {
  const c = state.config;
  return raceName(
    {
      laps: c.laps,
      grid: c.grid,
      ...(c.training ? { training: c.training } : {}),
      timePenalties: c.timePenalties,
      moveSeconds: c.moveSeconds,
      finalLapAlternate: c.finalLapAlternate,
      fuelStops: c.fuelStops,
      bigError: c.bigError,
      alternatePit: c.alternatePit,
    },
    state.cars.length,
  );
}
