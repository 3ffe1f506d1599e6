/** The selected station or route of the rail map, with what can be changed about it. */
import { useEffect, useState } from 'react';
import { SPACE_COLOURS, type RailMap, type SpaceColour } from '../../rail';
import { railEditor, useRailEditor } from '../../app/rail';

const COLOUR_WORD: Readonly<Record<SpaceColour, string>> = { black: 'black', white: 'white', red: 'red' };
const nextColour = (c: SpaceColour): SpaceColour => SPACE_COLOURS[(SPACE_COLOURS.indexOf(c) + 1) % SPACE_COLOURS.length]!;

/** A row of spaces: each button turns its space to the next colour; − and + take one away or add one. */
export function SpaceRow({ spaces, onChange, label }: { spaces: readonly SpaceColour[]; onChange: (s: SpaceColour[]) => void; label: string }) {
  return (
    <div className="rail-spaces" role="group" aria-label={label}>
      <button type="button" aria-label="One space fewer" disabled={spaces.length === 0} onClick={() => onChange(spaces.slice(0, -1))}>
        −
      </button>
      {spaces.map((c, i) => (
        <button key={i} type="button" className={`rail-space ${c}`} aria-label={`Space ${i + 1}: ${COLOUR_WORD[c]} (tap for the next colour)`} onClick={() => onChange(spaces.map((x, j) => (j === i ? nextColour(x) : x)))} />
      ))}
      <button type="button" aria-label="One space more" disabled={spaces.length >= 30} onClick={() => onChange([...spaces, 'black'])}>
        +
      </button>
      <span className="rail-count">{spaces.length === 1 ? '1 space' : `${spaces.length} spaces`}</span>
    </div>
  );
}

function StationEditor({ map, id }: { map: RailMap; id: string }) {
  const s = map.stations.find((x) => x.id === id)!;
  const [name, setName] = useState(s.name);
  useEffect(() => setName(s.name), [s.name]);
  const routes = map.routes.filter((r) => r.from === id || r.to === id).length;
  const rename = () => {
    if (name.trim() !== s.name && !railEditor.getState().run({ kind: 'rename-station', id, name })) setName(s.name);
  };
  return (
    <section aria-labelledby="rail-sel-title" className="rail-selection">
      <h2 id="rail-sel-title">Station {s.name}</h2>
      <label>
        Name{' '}
        <input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} onBlur={rename} onKeyDown={(e) => e.key === 'Enter' && rename()} />
      </label>
      <label className="check">
        <input type="checkbox" checked={s.hub} onChange={(e) => railEditor.getState().run({ kind: 'set-hub', id, hub: e.target.checked })} />
        Red station — a big hub where a train may start and refuel
      </label>
      <p className="muted">{routes === 1 ? '1 route leaves here.' : `${routes} routes leave here.`}</p>
      <button type="button" className="danger" onClick={() => railEditor.getState().run({ kind: 'remove-station', id })}>
        Delete {s.name}
        {routes > 0 ? ` and its ${routes === 1 ? 'route' : `${routes} routes`}` : ''}
      </button>
    </section>
  );
}

function RouteEditor({ map, id }: { map: RailMap; id: string }) {
  const r = map.routes.find((x) => x.id === id)!;
  const name = (sid: string) => map.stations.find((s) => s.id === sid)?.name ?? sid;
  const title = `${name(r.from)}–${name(r.to)}`;
  return (
    <section aria-labelledby="rail-sel-title" className="rail-selection">
      <h2 id="rail-sel-title">Route {title}</h2>
      <p className="muted">A train moves one space a step; black, white and red spaces are all spaces, but the Express skips white spaces on express routes.</p>
      <SpaceRow label={`Spaces from ${name(r.from)} to ${name(r.to)}`} spaces={r.spaces} onChange={(spaces) => railEditor.getState().run({ kind: 'set-spaces', id, spaces })} />
      <label className="check">
        <input type="checkbox" checked={r.express} onChange={(e) => railEditor.getState().run({ kind: 'set-express', id, express: e.target.checked })} />
        Express route (drawn red) — the red Express skips its white spaces
      </label>
      <button type="button" className="danger" onClick={() => railEditor.getState().run({ kind: 'remove-route', id })}>
        Delete the route {title}
      </button>
    </section>
  );
}

export function RailSelection() {
  const map = useRailEditor((s) => s.map);
  const selected = useRailEditor((s) => s.selected);
  if (selected?.kind === 'station' && map.stations.some((s) => s.id === selected.id)) return <StationEditor key={selected.id} map={map} id={selected.id} />;
  if (selected?.kind === 'route' && map.routes.some((r) => r.id === selected.id)) return <RouteEditor key={selected.id} map={map} id={selected.id} />;
  return <p className="muted">Nothing selected: tap a station or a route on the map.</p>;
}
