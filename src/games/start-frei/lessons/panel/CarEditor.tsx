import { DRS_MARKERS, GEAR_NAMES, card } from '../../../../rules/start-frei';
import { useLearnStore, type Car } from '..';
import { starterHand } from '../../../../rules/start-frei';

const DRS_TEXT = (id: number): string => {
  const m = DRS_MARKERS[id]!;
  return m.kind === 'change' ? `change ±${m.value}` : m.kind === 'ignore-chicane' ? 'ignore a chicane' : m.kind === 'roll' ? 'roll again' : 'shift';
};

function gearIndex(car: Car): number {
  return car.gear === undefined ? 1 : typeof car.gear === 'number' ? car.gear : GEAR_NAMES.indexOf(car.gear);
}

/** One car's steering wheel: space, gear, coins, DRS markers and hand. */
export function CarEditor({ index, car, canRemove }: { index: number; car: Car; canRemove: boolean }) {
  const editCar = useLearnStore((s) => s.editCar);
  const moveCar = useLearnStore((s) => s.moveCar);
  const removeCar = useLearnStore((s) => s.removeCar);
  const spaces = useLearnStore((s) => s.session?.graph.spaces.length ?? 0);
  const drs = car.drs ?? [];
  const deck = car.deck ?? starterHand(index);
  const hand = car.hand ?? deck;
  const setDrs = (slot: number, value: string) => {
    const next = drs.slice();
    if (value === '') next.splice(slot, 1);
    else next[slot] = Number(value);
    editCar(index, { drs: next.filter((m, i) => next.indexOf(m) === i) });
  };
  return (
    <fieldset className="learn-car" aria-label={`${car.name}'s car`}>
      <legend>{car.name}</legend>
      <div className="row">
        <label>
          Space{' '}
          <input type="number" min={0} max={spaces - 1} value={car.space} onChange={(e) => Number.isInteger(Number(e.target.value)) && e.target.value !== '' && moveCar(index, Number(e.target.value))} />
        </label>
        <label>
          Gear{' '}
          <select value={gearIndex(car)} onChange={(e) => editCar(index, { gear: GEAR_NAMES[Number(e.target.value)] })}>
            {GEAR_NAMES.map((g, i) => (
              <option key={g} value={i}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <label>
          Coins <input type="number" min={0} max={99} value={car.coins ?? 5} onChange={(e) => e.target.value !== '' && editCar(index, { coins: Math.max(0, Math.floor(Number(e.target.value))) })} />
        </label>
      </div>
      <div className="row">
        {[0, 1].map((slot) => (
          <label key={slot}>
            DRS {slot + 1}{' '}
            <select value={drs[slot] ?? ''} onChange={(e) => setDrs(slot, e.target.value)} disabled={slot === 1 && drs.length === 0}>
              <option value="">none</option>
              {DRS_MARKERS.map((_, id) => (
                <option key={id} value={id} disabled={drs.includes(id) && drs[slot] !== id}>
                  #{id} {DRS_TEXT(id)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div role="group" aria-label={`${car.name}'s hand`} className="row hand">
        {deck.map((id) => {
          const c = card(id);
          const inHand = hand.includes(id);
          return (
            <label key={id} title={`${Array.isArray(c.instructions) ? c.instructions.join(', ') : 'by position'}${c.special ? `; ${c.special.kind}` : ''}`}>
              <input type="checkbox" checked={inHand} onChange={() => editCar(index, { hand: inHand ? hand.filter((h) => h !== id) : [...hand, id] })} /> #{id}
            </label>
          );
        })}
      </div>
      {canRemove ? (
        <button type="button" onClick={() => removeCar(index)}>
          Remove {car.name}
        </button>
      ) : null}
    </fieldset>
  );
}
