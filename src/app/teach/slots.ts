/**
 * The lesson slots of the game Learn shows (src/games/teach-slots.ts), loaded
 * when that game is first chosen and kept. Null while they load and for a game
 * that teaches through the shell alone.
 */
import { useEffect, useState } from 'react';
import type { GameId } from '../../rules/core/game';
import { TEACH_SLOTS, type TeachSlots } from '../../games/teach-slots';

const loaded = new Map<GameId, TeachSlots>();

export function useTeachSlots(game: GameId | null): TeachSlots | null {
  const [, setTick] = useState(0);
  const load = game ? TEACH_SLOTS[game] : undefined;
  useEffect(() => {
    if (!game || !load || loaded.has(game)) return;
    let live = true;
    void load().then((s) => {
      loaded.set(game, s);
      if (live) setTick((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [game, load]);
  return game ? (loaded.get(game) ?? null) : null;
}
