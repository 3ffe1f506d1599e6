/** Stable codes of layout problems; tools and tests rely on these strings. */
export const TRACK_ERROR_CODES = [
  'unknown-piece',
  'missing-side',
  'duplicate-id',
  'bad-connection',
  'port-reused',
  'port-misaligned',
  'lane-mismatch',
  'open-end',
  'overlap',
  'no-start-finish',
  'duplicate-start-finish',
  'over-inventory',
  'switch-against-travel',
  'against-travel',
  'not-a-loop',
  'unreachable-piece',
  'bad-branch',
  'loop-too-short',
  'bad-plan',
] as const;

export const TRACK_WARNING_CODES = ['lanes-unequal', 'no-plan', 'partly-laid', 'no-pit-lane'] as const;

export type TrackErrorCode = (typeof TRACK_ERROR_CODES)[number];
export type TrackWarningCode = (typeof TRACK_WARNING_CODES)[number];

export interface TrackIssue<C extends string = TrackErrorCode | TrackWarningCode> {
  readonly code: C;
  readonly message: string;
  /** Ids of the pieces involved (may be empty for layout-wide problems). */
  readonly pieces: readonly string[];
}

export function issue<C extends string>(code: C, message: string, pieces: readonly string[] = []): TrackIssue<C> {
  return { code, message, pieces };
}
