/** The tokens (by index) of the incident the move shown holds, for the director: the moment's cars, an incident first. */
import type { Moment } from '../broadcast';

export function incidentTokens(moments: readonly Moment[], step: number): number[] {
  const here = moments.filter((m) => m.step === step);
  const pick = here.find((m) => m.incident) ?? null;
  return pick ? [...pick.cars] : [];
}
