import { useMemo } from 'react';
import { allPorts, placePiece, snap, type Layout } from '../../track';
import { BuilderScene, type MarkerPort } from '../../scene/builder';
import { useBuilder, builderStore, BENCH_PIECES } from './instance';
import { attach } from './edit-actions';
import { registerSceneExports } from './scene-bridge';
import { useAppStore } from '../store';
import { useBuilderDebug } from './debug';
import { useHeat } from '../rating';

/** The ghost: the palette piece as it would lie on the hovered (or active) end, or at the centre of an empty table. */
function useGhost(): { ghost: Layout | null; ok: boolean } {
  const layout = useBuilder((s) => s.layout);
  const tool = useBuilder((s) => s.tool);
  const hover = useBuilder((s) => s.hover);
  const active = useBuilder((s) => s.active);
  return useMemo(() => {
    if (!tool) return { ghost: null, ok: true };
    const add = { type: tool.type, side: tool.side, port: tool.reversed ? 1 : 0, id: '__ghost' };
    const target = hover ?? active;
    if (layout.pieces.length === 0) {
      const r = placePiece(layout, add);
      return r.ok ? { ghost: { ...layout, pieces: [r.piece] }, ok: true } : { ghost: null, ok: false };
    }
    if (!target) return { ghost: null, ok: true };
    const r = snap(layout, add, target);
    if (!r.ok) return { ghost: null, ok: false };
    return { ghost: { ...layout, pieces: [r.piece], connections: [] }, ok: true };
  }, [layout, tool, hover, active]);
}

/** Build mode's 3D view: reads the builder store, draws with src/scene/builder, sends gestures back as actions. */
export function BuilderView() {
  const layout = useBuilder((s) => s.layout);
  const report = useBuilder((s) => s.report);
  const selected = useBuilder((s) => s.selected);
  const active = useBuilder((s) => s.active);
  const request = useBuilder((s) => s.cameraRequest);
  const { ghost, ok } = useGhost();
  const ports: MarkerPort[] = useMemo(() => {
    if (layout.pieces.length === 0) return [{ piece: '', port: 0, x: 0, z: 0, heading: Math.PI, active: true }];
    return allPorts(layout)
      .filter((p) => p.open)
      .map((p) => ({ piece: p.piece, port: p.port, x: p.x, z: p.z, heading: p.heading, active: active?.piece === p.piece && active.port === p.port }));
  }, [layout, active]);
  const { overlapping, troubled } = useMemo(() => {
    const over = new Set<string>();
    const trouble = new Set<string>();
    for (const e of report.errors) {
      // Open ends already pulse at their ports; tint only pieces that are wrong in themselves.
      if (e.code === 'open-end' || e.code === 'not-a-loop') continue;
      for (const id of e.pieces) (e.code === 'overlap' ? over : trouble).add(id);
    }
    return { overlapping: [...over], troubled: [...trouble] };
  }, [report]);
  const aim = useMemo(() => {
    if (!request) return null;
    if (request.kind === 'restore') return { kind: 'pose' as const, pose: request.pose, seq: request.seq };
    return { kind: 'frame' as const, pieces: request.kind === 'frame' ? request.pieces : [], top: request.kind === 'top', seq: request.seq };
  }, [request]);
  const heat = useHeat(layout);
  useBuilderDebug(useAppStore((st) => st.debug));
  const s = builderStore.getState();
  return (
    <BuilderScene
      layout={layout}
      ghost={ghost}
      ghostOk={ok}
      ports={ports}
      selected={selected}
      overlapping={overlapping}
      troubled={troubled}
      aim={aim}
      heat={heat}
      onPickPort={(p) => attach(builderStore, p.piece === '' ? null : { piece: p.piece, port: p.port })}
      onHoverPort={(p) => s.setHover(p && p.piece !== '' ? { piece: p.piece, port: p.port } : null)}
      onPickPiece={(id) => s.select(id)}
      {...(layout.pieces.length === 0 ? { onPlaceGhost: () => attach(builderStore, null) } : {})}
      onCamera={(pose) => s.setCamera({ position: [...pose.position], target: [...pose.target] })}
      registerExports={registerSceneExports}
      probe={useAppStore.getState().debug}
      {...(BENCH_PIECES > 0 ? { cars: 6 } : {})}
    />
  );
}
