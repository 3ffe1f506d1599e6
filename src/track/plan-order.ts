/**
 * Keeps a start-frei laying plan sound while the builder edits: new pieces go
 * to the end; if the plan then breaks (the start piece is not first, or a
 * piece joins nothing laid before it), it becomes the order of a walk from
 * the start piece. Layouts without a plan are left alone.
 */
import type { Layout } from './layout-schema';
import { jointsOf } from './edit-common';
import { catalogFor } from './catalog';

function startId(layout: Layout): string | undefined {
  const catalog = catalogFor(layout.game);
  return layout.pieces.find((p) => {
    const def = catalog.byId.get(p.type);
    const side = p.side === 'A' ? def?.sides.A : def?.sides.B;
    return side?.startLine !== undefined;
  })?.id;
}

function sound(layout: Layout, plan: readonly string[]): boolean {
  const joints = jointsOf(layout);
  const start = startId(layout);
  if (start !== undefined && plan[0] !== start) return false;
  const before = new Set<string>();
  return plan.every((id, i) => {
    const ok = i === 0 || (joints.get(id) ?? []).some((j) => before.has(j.other));
    before.add(id);
    return ok;
  });
}

export function refreshPlan(layout: Layout): Layout {
  if (!layout.meta.plan) return layout;
  const ids = new Set(layout.pieces.map((p) => p.id));
  const kept = layout.meta.plan.filter((id) => ids.has(id));
  const inPlan = new Set(kept);
  let plan = [...kept, ...layout.pieces.map((p) => p.id).filter((id) => !inPlan.has(id))];
  if (!sound(layout, plan)) {
    const joints = jointsOf(layout);
    const order: string[] = [];
    const seen = new Set<string>();
    const roots = [startId(layout), ...layout.pieces.map((p) => p.id)].filter((x): x is string => x !== undefined);
    for (const root of roots) {
      if (seen.has(root)) continue;
      seen.add(root);
      const queue = [root];
      while (queue.length > 0) {
        const id = queue.shift()!;
        order.push(id);
        for (const j of joints.get(id) ?? []) {
          if (!seen.has(j.other)) {
            seen.add(j.other);
            queue.push(j.other);
          }
        }
      }
    }
    plan = order;
  }
  return { ...layout, meta: { ...layout.meta, plan, laid: plan.length } };
}
