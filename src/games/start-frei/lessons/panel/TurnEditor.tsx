import { CARDS } from '../../../../rules/start-frei';
import { useLearnStore } from '..';

function describeCard(id: number): string {
  const c = CARDS.find((x) => x.id === id)!;
  const instr = Array.isArray(c.instructions) ? c.instructions.join(' → ') : 'by position';
  const sp = c.special;
  const special = !sp ? '' : sp.kind === 'coins' ? `, take ${sp.amount} coins` : sp.kind === 'free-adjust' ? ', ±1 free' : sp.kind === 'paid-adjust' ? `, ±1 for a coin ×${sp.times}` : sp.kind === 'position-paid' ? ', +1 for coins by position' : `, ignore ${sp.times === 1 ? 'a chicane' : `${sp.times} chicanes`} for a coin`;
  return `#${id}: ${instr}${special}`;
}

/** Whose turn it is and which card they played (the card's race instructions and special function apply). */
export function TurnEditor() {
  const cars = useLearnStore((s) => s.session?.lesson.position.cars) ?? [];
  const turn = useLearnStore((s) => s.session?.lesson.position.turn);
  const setTurn = useLearnStore((s) => s.setTurn);
  const addCar = useLearnStore((s) => s.addCar);
  const player = turn?.player ?? 0;
  const cardId = turn?.card ?? 4;
  return (
    <div className="row">
      <label>
        Car to move{' '}
        <select value={player} onChange={(e) => setTurn({ player: Number(e.target.value), card: cardId })}>
          {cars.map((c, i) => (
            <option key={i} value={i}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Card played{' '}
        <select value={cardId} onChange={(e) => setTurn({ player, card: Number(e.target.value) })}>
          {CARDS.map((c) => (
            <option key={c.id} value={c.id}>
              {describeCard(c.id)}
            </option>
          ))}
        </select>
      </label>
      {cars.length < 4 ? (
        <button type="button" onClick={addCar}>
          Add a car
        </button>
      ) : null}
    </div>
  );
}
