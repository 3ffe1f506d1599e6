import type { SpaceId } from '../../../../track';

/** A space the active car can reach, as the scene draws it (the app's Reach fits this shape). */
export interface ReachMark {
  readonly end: SpaceId;
  /** Short label drawn on the space (cost and consequence). */
  readonly label: string;
  readonly option: { readonly path: readonly SpaceId[] };
}

/** One step of a lesson, as the scene draws it: where each car stands, and who moved from where. */
export interface StepView {
  readonly cars: readonly { readonly space: SpaceId }[];
  readonly actor: number | null;
  readonly from: SpaceId | null;
}

/** With ?debug: where the scene publishes what browser tests read (the app layer supplies these). */
export interface LearnProbes {
  /** Registers how a space maps to page pixels and whether it is in view. */
  publishScreen(fn: (space: SpaceId) => { x: number; y: number; inside: boolean } | null): void;
  /** The list the scene keeps up to date with where each car is drawn. */
  carPoses(): { x: number; z: number }[] | undefined;
  /** Replaces that list (when the number of cars changes). */
  setCarPoses(poses: { x: number; z: number }[]): void;
}
