/**
 * "Close the loop" on every game's catalog: take pieces out of a valid
 * layout of the box, let the helper close it, and the result is a valid loop
 * that uses no more pieces than the box holds (or the helper says why it
 * cannot help). Random runs of 1–3 pieces removed, for each game's preset.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refreshPlan, removePiece, snap, validateLayout, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { suggestClosure } from '../../../src/track/close-loop';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

const PRESETS = ['the-oval', 'triangle', 'formula-1-circuit', 'motorsportspiel-ring'];

describe.each(PRESETS)('close the loop on %s', (name) => {
  const full = preset(name);
  it('closes a gap of 1 to 3 pieces within the box, or says why not', () => {
    fc.assert(
      fc.property(fc.nat(full.pieces.length - 1), fc.integer({ min: 1, max: 3 }), (start, count) => {
        let open = full;
        // A run of pieces along the layout's order (skipping the start/finish piece, which a loop needs).
        // Not the start piece (a loop needs it) nor pit pieces (the helper closes the main loop; a pit branch is its own).
        const ids = full.pieces.filter((p) => !p.type.includes('start') && !p.type.includes('pit')).map((p) => p.id);
        for (let k = 0; k < count; k++) open = removePiece(open, ids[(start + k) % ids.length]!);
        const c = suggestClosure(open);
        if (!c.ok) {
          expect(c.reason.length).toBeGreaterThan(10);
          return;
        }
        let l = open;
        let at = c.from;
        for (const s of c.steps) {
          const r = snap(l, { type: s.type, side: s.side, port: s.reversed ? 1 : 0 }, at);
          if (!r.ok) throw new Error(`step ${s.type}: ${r.error}`);
          l = r.layout;
          at = { piece: r.piece.id, port: s.reversed ? 0 : 1 };
        }
        const report = validateLayout(refreshPlan(l));
        expect(report.errors.filter((e) => e.code === 'over-inventory'), `${name}: the closed loop uses more than the box holds`).toEqual([]);
        expect(report.valid, report.errors.map((e) => e.message).join('; ')).toBe(true);
      }),
      { numRuns: 12, seed: 2024 },
    );
  });
});
