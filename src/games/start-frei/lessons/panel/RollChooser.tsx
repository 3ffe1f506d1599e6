import { BOOST_DIE, type BoostFace } from '../../../../rules/start-frei';
import { boostOdds, gearName, overtakeOdds, percent, useLearnStore, OUTCOME_TEXT, type LearnView } from '..';

const BOOST_FACES: readonly BoostFace[] = [1, 2, 'drs'];

/** "What if the die shows 3?": the gear die's result, an overtaking announcement and the boost die. */
export function RollChooser({ view }: { view: LearnView }) {
  const choice = useLearnStore((s) => s.choice);
  const setChoice = useLearnStore((s) => s.setChoice);
  const cars = useLearnStore((s) => s.session?.lesson.position.cars);
  const names = (cars ?? []).map((c) => c.name);
  if (!view.end || view.active === null) return <p className="muted">No car is to move in this position: choose the car to move below.</p>;
  if (view.pendingPoints !== null) return <p>The roll stands at {view.pendingPoints}: choose where to drive below, or change it with a card or DRS marker.</p>;
  if (!view.canRoll) return <p className="muted">The next race instruction is not a roll.</p>;
  const gear = view.end.players[view.active]!.gear;
  const faces = [...new Set(view.faces)];
  const plan = choice.plan !== null ? view.plans[choice.plan] : undefined;
  return (
    <fieldset className="learn-roll">
      <legend>
        {names[view.active]} rolls the {gearName(gear)} die
      </legend>
      <div role="radiogroup" aria-label="Die result" className="row">
        {faces.map((f) => (
          <button key={f} type="button" role="radio" aria-checked={choice.die === f} aria-label={`Die shows ${f}`} className={choice.die === f ? 'chip on' : 'chip'} onClick={() => setChoice({ die: f })}>
            {f}
            <small> {view.faces.filter((x) => x === f).length}/6</small>
          </button>
        ))}
      </div>
      {!faces.includes(choice.die) ? <p className="muted">The {gearName(gear)} die has no {choice.die}: pick one of its faces.</p> : null}
      <label>
        Overtaking manoeuvre{' '}
        <select value={choice.plan ?? ''} onChange={(e) => setChoice({ plan: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">none announced</option>
          {view.plans.map((p, i) => (
            <option key={i} value={i}>
              overtake {p.column.map((c) => names[c]).join(' + ')}
              {p.switches.length > 0 ? ` over ${p.switches.length} switch${p.switches.length > 1 ? 'es' : ''}` : ''}
            </option>
          ))}
        </select>
      </label>
      {view.plans.length === 0 ? <p className="muted">No car is within reach of the {gearName(gear)} die: no overtaking manoeuvre may be announced.</p> : null}
      {plan ? (
        <>
          <div role="radiogroup" aria-label="Boost die" className="row">
            {BOOST_FACES.map((b) => (
              <button key={b} type="button" role="radio" aria-checked={choice.boost === b} aria-label={`Boost die shows ${b === 'drs' ? 'DRS' : b}`} className={choice.boost === b ? 'chip on' : 'chip'} onClick={() => setChoice({ boost: b })}>
                {b === 'drs' ? 'DRS' : `+${b}`}
                <small> {BOOST_DIE.filter((x) => x === b).length}/6</small>
              </button>
            ))}
          </div>
          <table className="odds" aria-label="Chances of the outcomes">
            <thead>
              <tr>
                <th scope="col">Outcome</th>
                <th scope="col">with {choice.die}</th>
                <th scope="col">before rolling</th>
              </tr>
            </thead>
            <tbody>
              {overtakeOdds(view.end, view.active, plan).map((o) => {
                const b = boostOdds(view.end!, view.active!, plan, choice.die).find((x) => x.outcome === o.outcome);
                return (
                  <tr key={o.outcome}>
                    <th scope="row">{OUTCOME_TEXT[o.outcome].name}</th>
                    <td>{b ? `${b.ways}/${b.total} (${percent(b)})` : '—'}</td>
                    <td>
                      {o.ways}/{o.total} ({percent(o)})
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
    </fieldset>
  );
}
