import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canRedo, canUndo, createHistory, current, execute, redo, restoreHistory, saveHistory, undo, type Apply, type History } from '../../../src/app/history';

// A toy document: a list of numbers; commands push or pop.
type Cmd = { push: number } | { pop: true };
const apply: Apply<readonly number[], Cmd> = (doc, c) =>
  'push' in c ? { ok: true, doc: [...doc, c.push] } : doc.length ? { ok: true, doc: doc.slice(0, -1) } : { ok: false, message: 'empty' };

function run(h: History<readonly number[], Cmd>, c: Cmd) {
  const r = execute(h, c, apply);
  if (!r.ok) throw new Error(r.message);
  return r.history;
}

describe('history', () => {
  it('undoes and redoes', () => {
    let h = createHistory<readonly number[], Cmd>([]);
    h = run(run(h, { push: 1 }), { push: 2 });
    expect(current(h)).toEqual([1, 2]);
    h = undo(h);
    expect(current(h)).toEqual([1]);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(current(h)).toEqual([1, 2]);
    h = undo(undo(undo(h)));
    expect(current(h)).toEqual([]);
    expect(canUndo(h)).toBe(false);
  });

  it('drops the redo tail on a new edit', () => {
    let h = createHistory<readonly number[], Cmd>([]);
    h = undo(run(run(h, { push: 1 }), { push: 2 }));
    h = run(h, { push: 3 });
    expect(current(h)).toEqual([1, 3]);
    expect(canRedo(h)).toBe(false);
  });

  it('refuses a command that does not apply and keeps the document', () => {
    const h = createHistory<readonly number[], Cmd>([]);
    const r = execute(h, { pop: true }, apply);
    expect(r).toEqual({ ok: false, message: 'empty' });
  });

  it('restores exactly what was saved, undo position included (property)', () => {
    const cmd = fc.oneof(fc.record({ push: fc.integer() }), fc.constant({ pop: true as const }));
    const step = fc.oneof(cmd.map((c) => ({ c })), fc.constant('undo' as const), fc.constant('redo' as const));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let h = createHistory<readonly number[], Cmd>([7]);
        for (const s of steps) {
          if (s === 'undo') h = undo(h);
          else if (s === 'redo') h = redo(h);
          else {
            const r = execute(h, s.c, apply);
            if (r.ok) h = r.history;
          }
        }
        const saved = JSON.parse(JSON.stringify(saveHistory(h)));
        const { history, dropped } = restoreHistory(saved, apply);
        expect(dropped).toBe(0);
        expect(current(history)).toEqual(current(h));
        expect(history.index).toBe(h.index);
        expect(history.commands.length).toBe(h.commands.length);
      }),
    );
  });
});
