/**
 * The rail map as an editable drawing (Build mode, Bahn Frei): tap a station
 * to select it, drag it to move it (one Undo step per drag), tap an empty
 * place with the station tool to add one, tap two stations with the route
 * tool to join them. Mouse, pen and touch alike (pointer events).
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { RailMap } from '../../rail';
import { labelPlace, spacePoints, viewBox } from '../../games/bahn-frei/layout';
import { railEditor, useRailEditor } from '../../app/rail';

const SPACE_FILL: Readonly<Record<string, string>> = { black: '#222', white: '#fff', red: '#d42a1e' };
/** Map units a pointer must travel before a press becomes a drag. */
const DRAG_START = 4;

interface Drag {
  readonly id: string;
  readonly pointer: number;
  readonly x0: number;
  readonly y0: number;
  x: number;
  y: number;
  moved: boolean;
}

function toMap(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const m = svg.getScreenCTM();
  if (!m) return { x: 0, y: 0 };
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

/** The map with a station moved while it is being dragged (the store changes only when the drag ends). */
function withDrag(map: RailMap, drag: Drag | null): RailMap {
  if (!drag?.moved) return map;
  return { ...map, stations: map.stations.map((s) => (s.id === drag.id ? { ...s, x: drag.x, y: drag.y } : s)) };
}

export function RailEditorBoard() {
  const committed = useRailEditor((s) => s.map);
  const selected = useRailEditor((s) => s.selected);
  const joinFrom = useRailEditor((s) => s.joinFrom);
  const tool = useRailEditor((s) => s.tool);
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The frame stays put while a station is dragged, so the drawing does not slide under the finger.
  const frame = useRef<{ map: RailMap; box: string } | null>(null);
  if (!drag || !frame.current) frame.current = { map: committed, box: viewBox(committed, 50) };
  const map = withDrag(committed, drag);
  const points = spacePoints(map);
  const at = new Map(map.stations.map((s) => [s.id, s]));
  let routeSpace = map.stations.length;

  const onStationDown = (e: ReactPointerEvent, id: string) => {
    e.stopPropagation();
    const svg = svgRef.current;
    if (!svg) return;
    if (tool !== 'select') return railEditor.getState().tapStation(id);
    const s = at.get(id);
    if (!s) return;
    try {
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows the moves the map receives.
    }
    const p = toMap(svg, e.clientX, e.clientY);
    setDrag({ id, pointer: e.pointerId, x0: p.x - s.x, y0: p.y - s.y, x: s.x, y: s.y, moved: false });
    railEditor.getState().select({ kind: 'station', id });
  };
  const onMove = (e: ReactPointerEvent) => {
    const svg = svgRef.current;

    if (!drag || !svg || e.pointerId !== drag.pointer) return;
    const p = toMap(svg, e.clientX, e.clientY);
    const s = at.get(drag.id)!;
    const x = Math.round(p.x - drag.x0);
    const y = Math.round(p.y - drag.y0);
    const moved = drag.moved || Math.hypot(x - s.x, y - s.y) >= DRAG_START;
    setDrag({ ...drag, x, y, moved });
  };
  const onUp = (e: ReactPointerEvent) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const d = drag;
    setDrag(null);
    if (d.moved) railEditor.getState().run({ kind: 'move-station', id: d.id, x: d.x, y: d.y });
  };
  const onBackground = (e: ReactPointerEvent) => {
    const svg = svgRef.current;
    if (!svg || drag) return;
    const st = railEditor.getState();
    if (tool === 'station') {
      const p = toMap(svg, e.clientX, e.clientY);
      st.placeStation(p.x, p.y);
    } else st.select(null);
  };

  const toolHint = tool === 'station' ? 'Tap an empty place to add a station there' : tool === 'route' ? 'Tap two stations to join them with a route' : 'Tap a station or route to select it, drag a station to move it';
  return (
    <div className="rail-editor-board">
      <p className="rail-hint" aria-live="polite">
        {toolHint}
      </p>
      <svg
        ref={svgRef}
        viewBox={frame.current.box}
        role="application"
        aria-label={`Rail map of ${map.name} being edited`}
        data-tool={tool}
        onPointerDown={onBackground}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={() => setDrag(null)}
        style={{ touchAction: 'none' }}
      >
        <rect x={-1e5} y={-1e5} width={2e5} height={2e5} fill="transparent" />
        {map.routes.map((r) => {
          const a = at.get(r.from);
          const b = at.get(r.to);
          const first = routeSpace;
          routeSpace += r.spaces.length;
          if (!a || !b) return null;
          const chosen = selected?.kind === 'route' && selected.id === r.id;
          return (
            <g
              key={r.id}
              data-route={r.id}
              className={chosen ? 'rail-route chosen' : 'rail-route'}
              onPointerDown={(e) => {
                e.stopPropagation();
                railEditor.getState().select({ kind: 'route', id: r.id });
              }}
            >
              <title>{`${a.name}–${b.name}: ${r.spaces.length} spaces${r.express ? ', an express route' : ''}`}</title>
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="transparent" strokeWidth={18} />
              {chosen && <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#2b8cff" strokeWidth={12} strokeOpacity={0.55} />}
              {r.express && <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#d42a1e" strokeWidth={7} strokeOpacity={0.45} />}
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#555" strokeWidth={2} />
              {r.spaces.map((colour, i) => {
                const p = points[first + i]!;
                return <circle key={i} cx={p.x} cy={p.y} r={4} fill={SPACE_FILL[colour]} stroke="#222" strokeWidth={1.2} />;
              })}
            </g>
          );
        })}
        {map.stations.map((s) => {
          const label = labelPlace(s.x, s.y, s.label);
          const chosen = selected?.kind === 'station' && selected.id === s.id;
          const from = joinFrom === s.id;
          return (
            <g key={s.id} data-station={s.id} className="rail-station" onPointerDown={(e) => onStationDown(e, s.id)} style={{ cursor: tool === 'select' ? 'grab' : 'pointer' }}>
              <title>{`${s.name}${s.hub ? ', a red station (trains start here)' : ''}`}</title>
              <circle cx={s.x} cy={s.y} r={18} fill="transparent" />
              {(chosen || from) && <circle cx={s.x} cy={s.y} r={16} fill="none" stroke={from ? '#f5a623' : '#2b8cff'} strokeWidth={4} />}
              <circle cx={s.x} cy={s.y} r={s.hub ? 10 : 7.5} fill={s.hub ? '#d42a1e' : '#222'} stroke="#fff" strokeWidth={2.5} />
              <text x={label.x} y={label.y} textAnchor={label.anchor} className={s.hub ? 'bf-name bf-hub' : 'bf-name'} fontWeight={s.hub ? 700 : 500} fill="#111" stroke="#fff" strokeWidth={3} paintOrder="stroke">
                {s.name}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
