/**
 * A position's choices as the shells show them, for the live table and the
 * teaching view alike: a seat's legal actions grouped under the client's
 * headings, and the spaces actions drive to (so a press on the board plays
 * one). Both come from the game's `legalActions` and the client's words.
 */
import type { PlaySession } from './session';

export interface Choice {
  readonly action: { readonly type: string };
  readonly label: string;
}

export interface ChoiceGroup {
  readonly title: string;
  readonly choices: Choice[];
  /** How many actions the group holds (more than `choices` when cut at `max`). */
  total: number;
}

/** A seat's legal actions as buttons under the client's headings, in the order the game lists them; at most `max` buttons a group. */
export function actionGroups(session: PlaySession, seat: number, max = Infinity): ChoiceGroup[] {
  const { game, client, state } = session;
  const out: ChoiceGroup[] = [];
  game.legalActions(state, seat).forEach((action, i) => {
    let label = `Choice ${i + 1}`;
    let title = '';
    try {
      if (client) label = client.actionLabel(state, seat, action);
      if (client?.actionGroup) title = client.actionGroup(state, seat, action);
    } catch {
      // A label the client cannot word: the button keeps its number.
    }
    let g = out.find((x) => x.title === title);
    if (!g) out.push((g = { title, choices: [], total: 0 }));
    g.total++;
    if (g.choices.length < max) g.choices.push({ action, label });
  });
  return out;
}

/** The spaces the actions of `seats` drive to, each with the first action that goes there. */
export function targetPicks(session: PlaySession, seats: readonly number[]): Map<number, { seat: number; action: { readonly type: string } }> {
  const out = new Map<number, { seat: number; action: { readonly type: string } }>();
  const target = session.client?.actionTarget;
  if (!target) return out;
  for (const seat of seats) {
    for (const a of session.game.legalActions(session.state, seat)) {
      let space: number | null = null;
      try {
        space = target(session.state, seat, a);
      } catch {
        space = null;
      }
      if (space !== null && !out.has(space)) out.set(space, { seat, action: a });
    }
  }
  return out;
}

/** The tokens as the scene draws them, each in its colour. */
export function sceneTokens(tokens: readonly { id: string; space: number; label: string; aside?: boolean; asideRank?: number }[], colours: Readonly<Record<string, string>>) {
  return tokens.map((t) => ({ id: t.id, space: t.space, colour: colours[t.id] ?? '#ffffff', label: t.label, aside: t.aside === true, asideRank: t.aside === true ? (t.asideRank ?? 0) : 0 }));
}
