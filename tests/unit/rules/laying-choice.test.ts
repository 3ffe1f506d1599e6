/** start-frei "Lay Out 2 New Track Pieces": the last car's player chooses side and orientation (src/rules/start-frei/laying.ts). */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, layOptions, legalActions, legalActionsOf, moveOptions, plannedPieceId, standings, stateHash, type Action, type GameState } from '../../../src/rules/start-frei';
import { actor, makeBots, makeReplay, parseReplay, raceTrackFromLayout, runRace, verifyReplay } from '../../../src/rules/start-frei/files';
import { replacePiece, validateLayout, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';

function oval(laid?: number): Layout {
  const p = loadPreset('the-oval');
  if (!p.ok) throw new Error(p.error);
  return laid === undefined ? p.layout : { ...p.layout, meta: { ...p.layout.meta, laid } };
}

function game(laid: number, seed = 1, n = 3): GameState {
  const t = raceTrackFromLayout(oval(laid), 'the-oval');
  if (!t.ok) throw new Error(t.error);
  return createGame({ track: t.track.graph, layout: t.track.layout, players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), laid }, seed);
}

/** Plays with heuristic bots until `stop` holds (or the race ends). */
function playUntil(s: GameState, stop: (s: GameState) => boolean, seed = 1): GameState {
  const bots = makeBots(s.players.map(() => 'heuristic'), seed);
  while (s.phase !== 'over' && !stop(s)) {
    const who = actor(s);
    const r = applyAction(s, bots[who]!.choose(s, who, legalActionsOf(s, who)));
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

const atLaying = (s: GameState) => s.phase === 'lay';

describe('laying choices', () => {
  it('are offered only to the last-placed player, at the end of a race section', () => {
    const before = playUntil(game(2), (s) => s.phase === 'turn' && s.turnIndex === s.order.length - 1);
    const s = playUntil(before, atLaying);
    expect(s.phase).toBe('lay');
    expect(s.section).toBe(1);
    const last = standings(s).at(-1)!;
    expect(s.laying!.player).toBe(last);
    expect(legalActionsOf(s, last).length).toBeGreaterThan(1);
    expect(legalActions(s).every((a) => a.type === 'lay')).toBe(true);
    for (let p = 0; p < s.players.length; p++) if (p !== last) expect(legalActionsOf(s, p)).toHaveLength(0);
    // Nothing else is possible meanwhile.
    const r = applyAction(s, { type: 'choose', player: 0, card: s.players[0]!.hand[0]! });
    expect(r.ok).toBe(false);
  });

  it('offer only ways that keep the planned layout valid, the plan first; curves keep their side', () => {
    const s = game(2);
    const layout = s.track.layout!;
    for (let order = 1; order < s.track.pieceCount; order++) {
      const id = plannedPieceId(s.track, order)!;
      const piece = layout.pieces.find((p) => p.id === id)!;
      const options = layOptions(s.track, order);
      expect(options[0]).toEqual({ side: piece.side, turned: false });
      for (const o of options) {
        const r = replacePiece(layout, id, { type: piece.type, side: o.side, reversed: o.turned });
        expect(r.ok).toBe(true);
        if (r.ok) expect(validateLayout(r.layout).valid).toBe(true);
      }
      if (piece.type.startsWith('sf-curve')) expect(options).toHaveLength(1);
      // Switches would run against travel when turned round.
      if (piece.type === 'sf-switch') expect(options.some((o) => o.turned)).toBe(false);
    }
    // The chicane straight: 4 printings (A, A turned, B, B turned); the plain straight: A or B (turned round prints the same).
    expect(layOptions(s.track, 2)).toHaveLength(4);
    expect(layOptions(s.track, 3)).toEqual([{ side: 'A', turned: false }, { side: 'B', turned: false }]);
  });

  it('lay the first piece before the second', () => {
    const s = playUntil(game(2), atLaying);
    expect(s.laying).toMatchObject({ piece: 2, to: 4 });
    expect(s.laid).toBe(2);
    const first = applyAction(s, { type: 'lay', side: 'B', turned: false });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.state.laid).toBe(3);
    expect(first.state.phase).toBe('lay');
    expect(first.state.laying).toMatchObject({ piece: 3, to: 4, player: s.laying!.player });
    expect(first.events).toEqual([{ type: 'PiecesLaid', player: s.laying!.player, from: 2, to: 3, side: 'B', turned: false }]);
    const second = applyAction(first.state, { type: 'lay', side: 'A', turned: false });
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.state.laid).toBe(4);
    expect(second.state.laying).toBeNull();
    expect(second.state.phase).toBe('choose');
    expect(second.state.section).toBe(2);
    expect(second.state.layChoices).toEqual([
      { piece: 2, side: 'B', turned: false },
      { piece: 3, side: 'A', turned: false },
    ]);
  });

  it('refuse a way that is not offered (a curve flipped, a switch straight turned round)', () => {
    const s = playUntil(game(4), atLaying);
    // Pieces 4 and 5 are curves: no choice, laid by themselves; the next section stops at the switch straight 10 only later.
    expect(s.laying === null || s.laying.piece >= 6).toBe(true);
    const t = playUntil(game(10), atLaying);
    expect(t.laying!.piece).toBe(10);
    expect(applyAction(t, { type: 'lay', side: 'A', turned: true }).ok).toBe(false);
    expect(applyAction(t, { type: 'lay', side: 'B', turned: false }).ok).toBe(true);
  });

  it('offer nothing once the layout is complete, and a fully laid race is the same with or without the layout', () => {
    const t = raceTrackFromLayout(oval(), 'the-oval');
    if (!t.ok) throw new Error(t.error);
    const bots = ['heuristic', 'random', 'heuristic'];
    const a = runRace({ track: t.track.graph, layout: t.track.layout, bots, seed: 5 });
    const b = runRace({ track: t.track.graph, bots, seed: 5 });
    expect(a.actions.some((x) => x.type === 'lay')).toBe(false);
    expect(a.actions).toEqual(b.actions);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    // Partly laid: laying stops once everything is down.
    const c = runRace({ track: t.track.graph, layout: { ...t.track.layout, meta: { ...t.track.layout.meta, laid: 2 } }, laid: 2, bots, seed: 5 });
    expect(c.state.laid).toBe(c.state.track.pieceCount);
    expect(c.actions.filter((x) => x.type === 'lay').length).toBe(c.state.layChoices.length);
  });

  it('put the printing of the chosen side into the track: a plain straight laid on side B has a switch the cars can use', () => {
    const s = playUntil(game(2), atLaying);
    const first = applyAction(s, { type: 'lay', side: 'A', turned: false });
    if (!first.ok) throw new Error(first.message);
    const planned = first.state.track;
    const laidB = applyAction(first.state, { type: 'lay', side: 'B', turned: false });
    if (!laidB.ok) throw new Error(laidB.message);
    const track = laidB.state.track;
    expect(track).not.toBe(planned);
    // Same spaces, same ids: only the printing of piece p4 changed.
    expect(track.graph.spaces.length).toBe(planned.graph.spaces.length);
    for (const sp of track.graph.spaces) {
      const old = planned.graph.spaces[sp.id]!;
      expect([sp.piece, sp.lane, sp.index, sp.progress]).toEqual([old.piece, old.lane, old.index, old.progress]);
    }
    // Side B: "one switch from the right lane" at index 2.
    const at = track.graph.spaces.find((sp) => sp.piece === 'p4' && sp.lane === 1 && sp.index === 2)!;
    expect(planned.sw[at.id]).toBe(-1);
    expect(track.sw[at.id]).toBeGreaterThanOrEqual(0);
    // Movement: a car in the right lane just before the switch may now change lanes there.
    const from = track.graph.spaces.find((sp) => sp.piece === 'p4' && sp.lane === 1 && sp.index === 1)!;
    const far = track.graph.spaces.find((sp) => sp.piece === 'p1' && sp.lane === 0 && sp.index === 0)!;
    const input = { laid: 4, cars: [from.id, far.id], player: 0, points: 2, coins: 5, ignores: 0, overtake: null, boost: null };
    expect(moveOptions(planned, input).some((o) => o.switches.includes(at.id))).toBe(false);
    expect(moveOptions(track, input).some((o) => o.switches.includes(at.id))).toBe(true);
  });

  it('a chosen dangerous chicane is a dangerous chicane for the rules', () => {
    const s = playUntil(game(2), atLaying);
    const r = applyAction(s, { type: 'lay', side: 'B', turned: false });
    if (!r.ok) throw new Error(r.message);
    const chicanes = r.state.track.graph.spaces.filter((sp) => sp.piece === 'p3').map((sp) => r.state.track.chicane[sp.id]);
    expect(chicanes.filter((c) => c === 2)).toHaveLength(2);
    expect(s.track.graph.spaces.filter((sp) => sp.piece === 'p3').map((sp) => s.track.chicane[sp.id]).filter((c) => c === 2)).toHaveLength(0);
  });
});

describe('replays with laying choices', () => {
  it('round-trip: the file keeps the lay actions and re-runs to the same hashes', () => {
    const t = raceTrackFromLayout(oval(2), 'the-oval');
    if (!t.ok) throw new Error(t.error);
    const bots = ['random', 'heuristic', 'random'];
    const race = runRace({ track: t.track.graph, layout: t.track.layout, bots, seed: 11, laid: t.track.laid, aCards: t.track.aCards });
    const lays = race.actions.filter((a): a is Extract<Action, { type: 'lay' }> => a.type === 'lay');
    expect(lays.length).toBeGreaterThan(0);
    const file = makeReplay(t.track, 11, bots, race);
    const loaded = parseReplay(JSON.parse(JSON.stringify(file)));
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.replay.actions.filter((a) => a.type === 'lay')).toEqual(lays);
    const v = verifyReplay(loaded.replay, loaded.track);
    expect(v.ok).toBe(true);
    if (v.ok) expect(stateHash(v.state)).toBe(stateHash(race.state));
    // A different choice is caught by the hashes (or is illegal).
    const i = file.actions.findIndex((a) => a.type === 'lay');
    const tampered = file.actions.slice();
    const orig = tampered[i] as Extract<Action, { type: 'lay' }>;
    tampered[i] = { type: 'lay', side: orig.side === 'A' ? 'B' : 'A', turned: false };
    expect(verifyReplay({ ...loaded.replay, actions: tampered }, loaded.track).ok).toBe(false);
  });
});
