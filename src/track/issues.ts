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
  'against-travel',
  'not-a-loop',
  'unreachable-piece',
  'bad-branch',
  'loop-too-short',
  'bad-plan',
] as const;

export const TRACK_WARNING_CODES = ['lanes-unequal', 'no-plan', 'partly-laid', 'no-pit-lane', 'switch-against-travel'] as const;

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

/** What a folded group of one code is called in its sentence. */
const GROUP_NOUNS: Readonly<Record<string, string>> = {
  'open-end': 'open ends',
  overlap: 'pieces on top of others',
  'port-misaligned': 'joins whose ends do not meet',
  'unknown-piece': 'pieces this game does not know',
  'duplicate-id': 'pieces with an id used twice',
  'bad-connection': 'joins that name no piece or end',
  'port-reused': 'ends joined twice',
  'lane-mismatch': 'joins of different lane counts',
  'switch-against-travel': 'switches laid against the direction of travel',
  'bad-plan': 'problems with the laying plan',
};

/** Problems of one code listed one by one; the rest of that code become one grouped problem. */
export const MAX_ISSUES_PER_CODE = 25;
/** Pieces a grouped problem names. */
const MAX_GROUPED_PIECES = 200;

/**
 * Keeps the first MAX_ISSUES_PER_CODE problems of each code and folds the
 * rest of that code into one ("… and 3,975 more open ends"), naming their
 * pieces up to a bound. Order is kept; a short list comes back unchanged.
 */
export function groupIssues<C extends string>(issues: readonly TrackIssue<C>[], nameOf: (id: string) => string = (id) => id): TrackIssue<C>[] {
  if (issues.length <= MAX_ISSUES_PER_CODE) return [...issues];
  const seen = new Map<C, number>();
  const extra = new Map<C, { count: number; pieces: Set<string> }>();
  const out: TrackIssue<C>[] = [];
  for (const it of issues) {
    const n = (seen.get(it.code) ?? 0) + 1;
    seen.set(it.code, n);
    if (n <= MAX_ISSUES_PER_CODE) {
      out.push(it);
      continue;
    }
    let group = extra.get(it.code);
    if (!group) extra.set(it.code, (group = { count: 0, pieces: new Set() }));
    group.count++;
    for (const p of it.pieces) if (group.pieces.size < MAX_GROUPED_PIECES) group.pieces.add(p);
  }
  for (const [code, group] of extra) {
    const named = [...group.pieces];
    const some = named.slice(0, 5).map(nameOf).join(', ');
    const more = named.length > 5 ? ', …' : '';
    out.push(issue(code, `There are ${group.count.toLocaleString('en-US')} more ${GROUP_NOUNS[code] ?? 'problems of this kind'}${some ? `, on ${some}${more}` : ''}.`, named));
  }
  return out;
}
