import { describe, expect, it } from 'vitest';
import { applyCommand, createBuilderStore, describeCommand, nextPieceId, type BuilderCommand } from '../../../src/app/builder';
import { edits } from '../../../src/app/builder';
import { emptyLayout, validateLayout, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';

function oval(): Layout {
  const r = loadPreset('the-oval');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

function apply(layout: Layout, c: BuilderCommand): Layout {
  const r = applyCommand(layout, c);
  if (!r.ok) throw new Error(r.message);
  return r.doc;
}

describe('builder commands', () => {
  const blank = emptyLayout('start-frei', 'test');
  const empty: Layout = { ...blank, meta: { ...blank.meta, plan: [], laid: 0 } };
  const table: [string, BuilderCommand, (l: Layout) => void][] = [
    ['add the first piece at the centre', { kind: 'add', id: 'p1', type: 'sf-start', side: 'A', port: 0 }, (l) => expect(l.pieces).toHaveLength(1)],
    ['rename', { kind: 'rename', name: 'Mine' }, (l) => expect(l.name).toBe('Mine')],
    ['custom inventory', { kind: 'inventory', inventory: 'custom' }, (l) => expect(l.inventory).toBe('custom')],
    ['load', { kind: 'load', label: 'x', layout: oval() }, (l) => expect(l.pieces).toHaveLength(20)],
  ];
  for (const [name, command, check] of table) {
    it(name, () => check(apply(empty, command)));
  }

  it('attaches to an open port, keeps the plan sound and refuses a taken port', () => {
    let l = apply(empty, { kind: 'add', id: 'p1', type: 'sf-start', side: 'A', port: 0 });
    l = apply(l, { kind: 'add', id: 'p2', type: 'sf-curve', side: 'B', port: 0, target: { piece: 'p1', port: 1 } });
    expect(l.meta.plan).toEqual(['p1', 'p2']);
    expect(l.meta.laid).toBe(2);
    const again = applyCommand(l, { kind: 'add', id: 'p3', type: 'sf-curve', side: 'A', port: 0, target: { piece: 'p1', port: 1 } });
    expect(again.ok).toBe(false);
  });

  it('remove, replace and move act on the layout; bad ids are refused with a message', () => {
    const l = oval();
    expect(apply(l, { kind: 'remove', id: 'p4' }).pieces).toHaveLength(19);
    expect(apply(l, { kind: 'replace', id: 'p4', type: 'sf-chicane', side: 'B', reversed: false }).pieces[3]!.type).toBe('sf-chicane');
    expect(apply(l, { kind: 'move', id: 'p1', dx: 1, dz: 0, turn: 0 }).pieces.every((p, i) => p.x === l.pieces[i]!.x + 1)).toBe(true);
    const bad = applyCommand(l, { kind: 'remove', id: 'nope' });
    expect(bad.ok).toBe(false);
  });

  it('describes commands in words', () => {
    expect(describeCommand(oval(), { kind: 'add', id: 'p21', type: 'sf-curve', side: 'A', port: 0, target: { piece: 'p1', port: 0 } })).toBe('added Curve (30 degrees) (p21) to p1');
    expect(nextPieceId(oval())).toBe('p21');
  });
});

describe('builder store', () => {
  it('runs edits with unlimited undo and redo and announces them', () => {
    const store = createBuilderStore({ ...emptyLayout('start-frei', 'test', 'custom'), meta: { plan: [], laid: 0 } });
    edits.chooseTool(store, 'sf-start');
    edits.attach(store);
    for (let i = 0; i < 30; i++) {
      edits.chooseTool(store, 'sf-straight');
      edits.attach(store);
    }
    expect(store.getState().layout.pieces).toHaveLength(31);
    expect(store.getState().message?.text).toMatch(/^Added Plain straight/);
    // 30 joins: more than the box's 27 connecting pieces, allowed by the custom inventory.
    expect(store.getState().report.stats.joints).toMatchObject({ used: 30, box: 27 });
    for (let i = 0; i < 31; i++) store.getState().undo();
    expect(store.getState().layout.pieces).toHaveLength(0);
    expect(store.getState().canUndo).toBe(false);
    for (let i = 0; i < 31; i++) store.getState().redo();
    expect(store.getState().layout.pieces).toHaveLength(31);
  });

  it('a refused edit changes nothing and says why', () => {
    const store = createBuilderStore(oval());
    store.getState().select('p5');
    edits.flip(store);
    expect(store.getState().layout).toBe(store.getState().history.base);
    expect(store.getState().message).toMatchObject({ tone: 'error' });
    expect(store.getState().message?.text).toMatch(/no longer fits/);
  });

  it('close the loop and random track give valid layouts', async () => {
    const store = createBuilderStore(oval());
    store.getState().run({ kind: 'remove', id: 'p12' });
    store.getState().run({ kind: 'remove', id: 'p13' });
    expect(store.getState().report.valid).toBe(false);
    await edits.closeLoop(store);
    expect(store.getState().report.valid).toBe(true);
    await edits.randomize(store, 42);
    expect(validateLayout(store.getState().layout).valid).toBe(true);
  });
});

describe('builder: a Start Frei switch straight turned against the direction of travel', () => {
  it('is done, leaves the loop valid and says in a note that the switch cannot be used from that side', () => {
    const store = createBuilderStore(oval());
    const switchPiece = store.getState().layout.pieces.find((p) => p.type === 'sf-switch')!;
    expect(store.getState().run({ kind: 'replace', id: switchPiece.id, type: 'sf-switch', side: switchPiece.side, reversed: true })).toBe(true);
    const { report, message } = store.getState();
    expect(message?.tone).not.toBe('error');
    expect(report.valid).toBe(true);
    expect(report.errors).toEqual([]);
    const note = report.warnings.find((w) => w.code === 'switch-against-travel');
    expect(note?.pieces).toEqual([switchPiece.id]);
    expect(note?.message).toMatch(/^Switch straight \d+ is laid against the direction of travel: its switch cannot be used from that side/);
  });
});
