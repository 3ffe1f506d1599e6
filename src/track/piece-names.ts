/**
 * Pieces as people name them: the catalog's name and the piece's number on
 * the table ("curve 3", the number of its id `p3`, which the builder's piece
 * labels show). Problems shown to a person use these; their codes and piece
 * ids stay for tools and tests.
 */
import { catalogFor } from './catalog';
import type { Layout } from './layout-schema';

/** The number a piece shows on the table: `p3` → "3"; any other id in quotes. */
export function pieceNumber(id: string): string {
  const m = /^p(\d+)$/.exec(id);
  return m ? m[1]! : `“${id.length > 40 ? `${id.slice(0, 39)}…` : id}”`;
}

/** A function naming each piece of `layout` by its id ("curve 3"; "piece 7" when the catalog does not know its type). */
export function pieceNamer(layout: Pick<Layout, 'game' | 'pieces'>): (id: string) => string {
  const byId = catalogFor(layout.game).byId;
  const types = new Map<string, string>();
  for (const p of layout.pieces) if (!types.has(p.id)) types.set(p.id, p.type);
  return (id) => {
    const type = types.get(id);
    const def = type === undefined ? undefined : byId.get(type);
    return `${def?.name ?? 'piece'} ${pieceNumber(id)}`;
  };
}

/** The sentence with its first letter upper case. */
export function capital(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** Names joined for a sentence: "a", "a and b", "a, b and c" (at most `max`, then "and 4 more"). */
export function nameList(names: readonly string[], max = 5): string {
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more.toLocaleString('en-US')} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
