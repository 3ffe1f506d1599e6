import { explainProbe } from './explain';

/**
 * With `?debug`, what the table's objects show now, for browser tests
 * (`window.__chicane.table`): the throws of the move shown and how many have
 * landed, the dice lying on the table and in the dice boxes. Written by the
 * objects as they draw; reading only.
 */
export interface TableProbe {
  game: string | null;
  /** The move whose objects are shown. */
  moveKey: number;
  throws: readonly { readonly die: number; readonly text: string }[];
  landed: number;
  /** The words beside the die now ('' before the first throw lands). */
  shown: string;
  dice: readonly { readonly die: string; readonly top: number; readonly bottom: number; readonly slot: number | null; readonly value: number | null }[];
  /** The dice box the order is laid into (0–3), or null. */
  box: number | null;
  flags: readonly { readonly token: string; readonly beside: readonly string[]; readonly box: readonly string[] }[];
  /** Where the corners of each instrument's place (dial, tyres and plates) are drawn on the canvas, in CSS pixels. */
  instruments: readonly { readonly x: number; readonly y: number; readonly inside: boolean }[];
  /** Das Motorsportspiel's path preview: each path the die on turn may drive, its end space, the points it leaves unusable and the error they make. */
  /** Where each object that explains a term on a tap is drawn on the canvas (CSS pixels), with the term it names. */
  readonly explain: readonly { readonly term: string; readonly x: number; readonly y: number; readonly inside: boolean }[];
  paths?: readonly { readonly end: number; readonly spaces: readonly number[]; readonly unusable: number; readonly error: string | null; readonly text: string | null }[];
}

export const tableProbe: TableProbe = {
  game: null,
  moveKey: 0,
  throws: [],
  landed: 0,
  shown: '',
  dice: [],
  box: null,
  flags: [],
  instruments: [],
  get explain() {
    return [...explainProbe.values()].flat();
  },
};

export function publishTable(): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __chicane?: Record<string, unknown> };
  const root = (w.__chicane ??= {});
  root.table = tableProbe;
}
