import type { SpaceId } from '../../../track';
import type { RuleName } from './rules-text';

/** What a car shows in one step: where it is and what is on its steering wheel. */
export interface CarView {
  readonly space: SpaceId;
  readonly gear: number;
  readonly coins: number;
  readonly drs: readonly number[];
}

/** One step of a lesson: the cars, the rule that applies and what it does, in plain words. */
export interface Frame {
  readonly cars: readonly CarView[];
  readonly rule: RuleName | null;
  readonly caption: string;
  /** Index of the action this step belongs to (-1: the starting position). */
  readonly action: number;
  /** The car that moves or acts in this step. */
  readonly actor: number | null;
  /** The space the actor left in this step, for the step animation. */
  readonly from: SpaceId | null;
}
