import { applyAction, type Action, type GameEvent, type GameState } from '../../../../src/rules/start-frei';

/** Applies actions in order; throws with the index and reason at the first rejection. */
export function play(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  actions.forEach((a, i) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} rejected: ${r.code} ${r.message}`);
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
