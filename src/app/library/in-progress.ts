/**
 * The library's "In progress" entries: what the app keeps by itself, shown
 * beside the entries a person saved — the layout on the builder's table
 * (autosaved at every edit) and an unfinished game of any game (autosaved
 * after every move). They live in the
 * browser's local storage, not in the library's database; opening one goes
 * where it can be carried on, and the layout can be kept as an entry.
 */
import { GAME_TITLES, isGameId } from '../../rules/core';
import type { Layout } from '../../track';
import { thumbnailOf } from './entry';

export type InProgressKey = 'layout' | 'game';

export interface InProgressItem {
  readonly key: InProgressKey;
  readonly name: string;
  /** The game's title. */
  readonly game: string;
  /** A plain line: what it is and how far it got. */
  readonly summary: string;
  /** When it was saved last, in words (empty when it is saved at every change). */
  readonly when: string;
  readonly thumbnail: string;
  /** The button's words. */
  readonly open: string;
}

export interface InProgressInput {
  readonly layout: Layout | null;
  /** The shell's saved game, if any. */
  readonly game: { readonly game: string; readonly names: readonly string[]; readonly moves: number; readonly savedAt: string; readonly layout: Layout | null } | null;
  readonly gameLive: boolean;
}

const title = (id: string) => (isGameId(id) ? GAME_TITLES[id] : id);
const when = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? `saved ${new Date(t).toLocaleString()}` : '';
};
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function inProgressItems(input: InProgressInput): InProgressItem[] {
  const items: InProgressItem[] = [];
  const { layout, game } = input;
  if (layout && layout.pieces.length > 0) {
    items.push({
      key: 'layout',
      name: layout.name || 'Untitled layout',
      game: title(layout.game),
      summary: `The layout on the builder's table, ${plural(layout.pieces.length, 'piece')}: saved by itself at every change.`,
      when: '',
      thumbnail: thumbnailOf(layout),
      open: 'Open in Build',
    });
  }
  if (input.gameLive) {
    items.push({ key: 'game', name: 'The game being played', game: game ? title(game.game) : '', summary: 'Saved after every move.', when: '', thumbnail: game?.layout ? thumbnailOf(game.layout) : '', open: 'Go back to the game' });
  } else if (game) {
    const who = game.names.length > 1 ? `${game.names.slice(0, -1).join(', ')} and ${game.names.at(-1)}` : (game.names[0] ?? '');
    items.push({
      key: 'game',
      name: `Unfinished game of ${title(game.game)}`,
      game: title(game.game),
      summary: `${who}: ${plural(game.moves, 'move')} made. It resumes where it stopped.`,
      when: when(game.savedAt),
      thumbnail: game.layout ? thumbnailOf(game.layout) : '',
      open: 'Resume the game',
    });
  }
  return items;
}
