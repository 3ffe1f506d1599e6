/**
 * The rail map as SVG: routes with their spaces (black, white, red), express
 * routes marked in red, stations with their names (red hubs larger), closed
 * stations and routes with a warning marker, waiting passengers counted at
 * their stations, and the trains as coloured tokens. It scales to its box
 * (phone or desktop) through the viewBox.
 */
import type { RailMap } from '../../rail';
import type { BahnState } from '../../rules/bahn-frei';
import type { BoardViewProps } from '../client';
import { useMemo } from 'react';
import { CHARACTERS, type TrainColour } from '../../rules/bahn-frei';
import { explain } from './glossary';
import { colourName, explainStore, type Explained } from '../../scene/table/explain';
import { ABILITY } from './words';
import { spacePoints, viewBox } from './layout';
import { LABEL_SIZES, layoutLabels, type LabelSpot } from '../../scene/rail/label-layout';

/** A tap on a station, a waiting count or a train opens the table's explanation bubble with its words. */
const tapExplains = (what: Explained) => ({
  onClick: (e: React.MouseEvent) => explainStore.open(what, e.clientX, e.clientY, e.nativeEvent),
  style: { cursor: 'help' },
});

const SPACE_FILL: Readonly<Record<string, string>> = { black: '#222', white: '#fff', red: '#d42a1e' };

export function BahnBoardView({ board, state, tokens, colours }: BoardViewProps<BahnState, RailMap>) {
  const map = board;
  const points = useMemo(() => spacePoints(map), [map]);
  // The names are laid out twice, for the desktop's and the phone's sizes; CSS shows the one that fits the screen.
  const names = useMemo(() => ({ desktop: layoutLabels(map, LABEL_SIZES.desktop), phone: layoutLabels(map, LABEL_SIZES.phone) }), [map]);
  const at = (id: string) => map.stations.find((s) => s.id === id)!;
  const closedStations = new Set(state.closedStations);
  const closedRoutes = new Set(state.closedRoutes);
  const waiting = new Map<string, number>();
  for (const p of state.passengers) if (p.where.at === 'waiting') waiting.set(p.where.station, (waiting.get(p.where.station) ?? 0) + 1);
  // Tokens on the same space sit side by side.
  const bySpace = new Map<number, number>();
  let routeSpace = map.stations.length;
  return (
    <svg viewBox={viewBox(map)} role="img" aria-label={`Rail map of ${map.name}`} style={{ width: '100%', height: 'auto', maxHeight: '100%', display: 'block', fontFamily: 'system-ui, sans-serif' }}>
      <title>{`Rail map of ${map.name}`}</title>
      {/* Names grow on narrow screens (phones), where the whole map is a few hundred pixels wide. */}
      <style>
        {`.bf-name{font-size:${LABEL_SIZES.desktop.name}px}.bf-hub{font-size:${LABEL_SIZES.desktop.hub}px}.bf-phone{display:none}` +
          `@media (max-width:640px){.bf-phone .bf-name{font-size:${LABEL_SIZES.phone.name}px}.bf-phone .bf-hub{font-size:${LABEL_SIZES.phone.hub}px}.bf-desktop{display:none}.bf-phone{display:inline}}`}
      </style>
      <g>
        {map.routes.map((r) => {
          const a = at(r.from);
          const b = at(r.to);
          const first = routeSpace;
          routeSpace += r.spaces.length;
          const closed = closedRoutes.has(r.id);
          const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          return (
            <g key={r.id} data-route={r.id}>
              <title>{`${a.name}–${b.name}. ${explain(r.express ? 'Express route' : 'Line')}`}</title>
              {r.express && <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#d42a1e" strokeWidth={7} strokeOpacity={0.45} />}
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={closed ? '#888' : '#555'} strokeWidth={2} strokeDasharray={closed ? '6 4' : undefined} />
              {r.spaces.map((colour, i) => {
                const p = points[first + i]!;
                return <circle key={i} cx={p.x} cy={p.y} r={4} fill={SPACE_FILL[colour]} stroke="#222" strokeWidth={1.2} />;
              })}
              {closed && <Warning x={mid.x} y={mid.y} label={`The line ${a.name}–${b.name} is closed`} />}
            </g>
          );
        })}
      </g>
      <g>
        {map.stations.map((s, i) => {
          const n = waiting.get(s.id) ?? 0;
          return (
            <g key={s.id} data-station={s.id} {...tapExplains({ name: s.name, words: explain(s.hub ? 'Red station' : 'Black station') })}>
              <title>{`${s.name}. ${explain(s.hub ? 'Red station' : 'Black station')}`}</title>
              <circle cx={s.x} cy={s.y} r={s.hub ? 10 : 7.5} fill={s.hub ? '#d42a1e' : '#222'} stroke="#fff" strokeWidth={2.5} />
              <circle cx={s.x} cy={s.y} r={s.hub ? 12 : 9.5} fill="none" stroke="#222" strokeWidth={1.2} />
              <StationName spot={names.desktop[i]!} name={s.name} hub={s.hub} className="bf-desktop" />
              <StationName spot={names.phone[i]!} name={s.name} hub={s.hub} className="bf-phone" />
              {n > 0 && (
                <g {...tapExplains({ name: `${n} waiting in ${s.name}`, words: explain('Passenger card') })}>
                  <rect x={s.x - 24} y={s.y + 8} width={20} height={15} rx={3} fill="#fff7d6" stroke="#b58900" />
                  <text x={s.x - 14} y={s.y + 19.5} fontSize={11} textAnchor="middle" fill="#5c4400">
                    {n}
                  </text>
                  <title>{`${n} waiting in ${s.name}. ${explain('Passenger card')}`}</title>
                </g>
              )}
              {closedStations.has(s.id) && <Warning x={s.x} y={s.y - 20} label={`${s.name} is closed`} />}
            </g>
          );
        })}
      </g>
      <g>
        {tokens.map((t) => {
          const p = points[t.space] ?? points[0]!;
          const k = bySpace.get(t.space) ?? 0;
          bySpace.set(t.space, k + 1);
          const dx = (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * 13;
          const cube = t.id.startsWith('cube-');
          const fill = colours[t.id] ?? '#0a6';
          return (
            <g key={t.id} data-token={t.id} {...tapExplains({ name: t.label, words: trainWords(state, t.id, t.label, fill) })}>
              {cube ? <rect x={p.x + dx - 7} y={p.y - 7} width={14} height={14} fill={fill} stroke="#000" strokeWidth={2} /> : <circle cx={p.x + dx} cy={p.y} r={8} fill={fill} stroke="#000" strokeWidth={2} />}
              <title>{trainTip(state, t.id, t.label)}</title>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/** What a tap on a train says: whose train it is, its colour, and with the frequent travellers' plates its character. */
function trainWords(state: BahnState, id: string, label: string, fill: string): string {
  const colour = id.replace(/^(train|cube)-/, '');
  const own = `The ${colourWord(colour, fill)} train of ${label}.`;
  const tip = trainTip(state, id, label);
  return tip === label ? own : `${own} ${tip.slice(label.length + 2)}`;
}

const colourWord = (colour: string, fill: string) => (/^[a-z]+$/.test(colour) ? colour : colourName(fill));

/** A train's tooltip: its name, and with the frequent travellers' plates its character and what it can do. */
function trainTip(state: BahnState, id: string, label: string): string {
  const colour = id.replace(/^(train|cube)-/, '') as TrainColour;
  if (state.plates !== 'frequent' || !(colour in CHARACTERS)) return label;
  return `${label}: ${CHARACTERS[colour]}, ${ABILITY[colour]}.`;
}

function StationName({ spot, name, hub, className }: { readonly spot: LabelSpot; readonly name: string; readonly hub: boolean; readonly className: string }) {
  return (
    <g className={className} data-label={name}>
      {spot.leader && <line x1={spot.leader.x1} y1={spot.leader.y1} x2={spot.leader.x2} y2={spot.leader.y2} stroke="#555" strokeWidth={1} />}
      <text x={spot.x} y={spot.y} textAnchor={spot.anchor} className={hub ? 'bf-name bf-hub' : 'bf-name'} fontWeight={hub ? 700 : 500} fill="#111" stroke="#fff" strokeWidth={3} paintOrder="stroke">
        {name}
      </text>
    </g>
  );
}

function Warning({ x, y, label }: { readonly x: number; readonly y: number; readonly label: string }) {
  const tip = `${label}. ${explain('Closed')}`;
  return (
    <g data-warning="true">
      <polygon points={`${x},${y - 10} ${x + 10},${y + 7} ${x - 10},${y + 7}`} fill="#ffcc00" stroke="#000" strokeWidth={1.5} />
      <text x={x} y={y + 5} fontSize={11} fontWeight={700} textAnchor="middle">
        !
      </text>
      <title>{tip}</title>
    </g>
  );
}
