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

describe('history limit', () => {
  const add: Apply<number, number> = (doc, c) => ({ ok: true, doc: doc + c });
  it('keeps the last `limit` steps, folding older ones into the base, and the document stays right', () => {
    let h: History<number, number> = createHistory(0);
    for (let i = 1; i <= 25; i++) {
      const r = execute(h, i, add, 10);
      if (!r.ok) throw new Error(r.message);
      h = r.history;
      expect(h.commands.length).toBeLessThanOrEqual(10);
      expect(current(h)).toBe((i * (i + 1)) / 2);
    }
    expect(h.commands).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(h.base).toBe(120);
    // Undo all the way reaches the folded base, not the very first document.
    while (canUndo(h)) h = undo(h);
    expect(current(h)).toBe(120);
    // Saved and restored, it is the same history.
    const back = restoreHistory(saveHistory(h), add).history;
    expect(current(back)).toBe(120);
    expect(back.commands).toEqual(h.commands);
  });
  it('folds after an undo too: the redo tail is dropped first', () => {
    let h: History<number, number> = createHistory(0);
    for (let i = 1; i <= 10; i++) h = (execute(h, 1, add, 10) as { ok: true; history: History<number, number> }).history;
    h = undo(undo(h));
    const r = execute(h, 100, add, 10);
    if (!r.ok) throw new Error(r.message);
    expect(r.history.commands.length).toBe(9);
    expect(current(r.history)).toBe(108);
  });
});
