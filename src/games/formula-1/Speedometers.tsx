/**
 * Formuła 1's speedometers over the table: for each car the dial with its
 * pointer and the pile of tyre tokens; for the car choosing its speed, each
 * speed it may set marked on its dial and listed with the tyre price and the
 * risk of its safest way, before the choice is made.
 */
import { useRef, useState } from 'react';
import type { HudProps } from '../client';
import { useReportScreenInset } from '../../scene/frame-room';
import type { Formula1State } from '../../rules/formula-1';
import { chanceText, speedometerView, type CarGauge, type SpeedRisk } from './hud';
import { Term } from '../../ui/help/Term';
import { glossary } from './glossary';
import './speedometers.css';

const R = 34;
const CX = 40;
const CY = 40;
/** The dial runs from 0 km/h at the left over the top to the top speed at the right. */
const angle = (kmh: number, top: number) => Math.PI - (Math.min(Math.max(kmh, 0), top) / top) * Math.PI;
const at = (a: number, r: number) => [CX + r * Math.cos(a), CY - r * Math.sin(a)] as const;

const riskClass = (c: SpeedRisk) => (c.offChance === null ? 'calm' : c.offChance >= 1 / 6 ? 'danger' : c.offChance > 0 || c.cost > 0 || (c.expectedTyreLoss ?? 0) > 0 ? 'caution' : 'calm');

function Dial({ gauge, top, colour, choices }: { gauge: CarGauge; top: number; colour: string; choices: readonly SpeedRisk[] }) {
  const ticks = [];
  for (let k = 0; k <= top; k += 40) {
    const a = angle(k, top);
    const [x1, y1] = at(a, R);
    const [x2, y2] = at(a, k % 80 === 0 ? R - 7 : R - 4);
    ticks.push(<line key={k} x1={x1} y1={y1} x2={x2} y2={y2} className="f1-tick" />);
    if (k % 160 === 0) {
      const [tx, ty] = at(a, R - 13);
      ticks.push(
        <text key={`t${k}`} x={tx} y={ty + 3} className="f1-tick-label" textAnchor="middle">
          {k}
        </text>,
      );
    }
  }
  const marks = choices.map((c) => {
    const [x, y] = at(angle(c.kmh, top), R + 3);
    return <circle key={c.kmh} cx={x} cy={y} r={2.6} className={`f1-mark ${riskClass(c)}`} />;
  });
  const [px, py] = at(angle(gauge.speed, top), R - 6);
  const [ax, ay] = at(Math.PI, R);
  const [bx, by] = at(0, R);
  return (
    <svg viewBox="0 0 80 48" className="f1-dial" aria-hidden="true">
      <path d={`M ${ax} ${ay} A ${R} ${R} 0 0 1 ${bx} ${by}`} className="f1-arc" style={{ stroke: colour }} />
      {ticks}
      {marks}
      <line x1={CX} y1={CY} x2={px} y2={py} className="f1-pointer" />
      <circle cx={CX} cy={CY} r={3} className="f1-hub" />
    </svg>
  );
}

function Tyres({ n }: { n: number }) {
  const shown = Math.min(n, 30);
  return (
    <svg viewBox="0 0 62 14" className="f1-tyres" aria-hidden="true">
      {Array.from({ length: shown }, (_, i) => (
        <circle key={i} cx={3 + (i % 15) * 4} cy={i < 15 ? 4 : 10} r={1.7} className="f1-tyre" />
      ))}
    </svg>
  );
}

function state(g: CarGauge): string {
  if (g.finished > 0) return `finished ${g.finished}.`;
  if (g.off) return 'beside the track';
  if (g.inPit) return 'in the pit service';
  return '';
}

/** The glossary term of a car's state word. */
function stateTerm(g: CarGauge): string {
  if (g.finished > 0) return 'Finish';
  if (g.off) return 'Leaving the track';
  return 'Pit service';
}

export function Speedometers({ state: s, colours }: HudProps<Formula1State>) {
  const view = speedometerView(s);
  const active = view.gauges.find((g) => g.active);
  const strip = useRef<HTMLElement>(null);
  // The risks of each speed fold away to one line on demand (the table then takes the room); open, the table is framed above them.
  const [risks, setRisks] = useState(true);
  // The strip along the bottom of the view: the table is framed above it.
  useReportScreenInset('formula-1-hud', strip, 'bottom');
  return (
    <section ref={strip} className="f1-hud" aria-label="Speedometers">
      <ul className="f1-gauges">
        {view.gauges.map((g) => (
          <li key={g.token} className={g.active ? 'f1-gauge active' : 'f1-gauge'} aria-label={`${g.name}: ${g.speed} km/h, ${g.tyres} tyres${state(g) ? `, ${state(g)}` : ''}`}>
            <Dial gauge={g} top={view.top} colour={colours[g.token] ?? '#888'} choices={g.active ? view.choices : []} />
            <span className="f1-name">{g.name}</span>
            <span className="f1-speed">
              <Term glossary={glossary} term="Speedometer">
                {g.speed} km/h
              </Term>
            </span>
            <Tyres n={g.tyres} />
            <span className="f1-tyre-count">
              <Term glossary={glossary} term="Tyres">
                {g.tyres} tyre{g.tyres === 1 ? '' : 's'}
              </Term>
              {state(g) ? ' · ' : ''}
              {state(g) ? <Term glossary={glossary} term={stateTerm(g)}>{state(g)}</Term> : null}
            </span>
          </li>
        ))}
      </ul>
      {active && view.choices.length > 0 && (
        <div className={risks ? 'f1-risks open' : 'f1-risks'} role="group" aria-label={`Speeds ${active.name} can set`}>
          <button type="button" className="f1-risks-toggle" aria-expanded={risks} onClick={() => setRisks(!risks)} title="The tyre price of each speed and the risk of its safest way: throws, the chance of leaving the track, the tyres lost">
            <span>Risk of each speed</span> <span className="f1-risks-action">{risks ? 'Hide ▾' : 'Show ▸'}</span>
          </button>
          {risks && (
            <p className="f1-risks-title">
              <Term glossary={glossary} term="Risk of each speed">
                Speeds {active.name} can set, with the risk of the safest way:
              </Term>
            </p>
          )}
          {risks && (
          <ul>
            {view.choices.map((c) => (
              <li key={c.kmh} className={riskClass(c)}>
                <strong>{c.kmh} km/h</strong> · {c.cost === 0 ? 'free' : `${c.cost} tyre${c.cost === 1 ? '' : 's'}`}
                {c.offChance === null ? ' · stays put' : ` · ${c.throws === 0 ? 'no throws' : `${c.throws} throw${c.throws === 1 ? '' : 's'}, ${chanceText(c.offChance)} off the track, about ${(c.expectedTyreLoss ?? 0).toFixed(1)} tyres lost`}`}
              </li>
            ))}
          </ul>
          )}
        </div>
      )}
    </section>
  );
}
