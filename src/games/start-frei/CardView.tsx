import { card as cardDef, instructionsFor, type Instruction, type Special } from '../../rules/start-frei';

const ICON: Record<Instruction, string> = { roll: '⚄', shift: '⇅' };

export function specialText(s: Special | null): string {
  if (!s) return '';
  switch (s.kind) {
    case 'coins':
      return `Take ${s.amount} coin${s.amount === 1 ? '' : 's'}`;
    case 'free-adjust':
      return '±1 point, free';
    case 'paid-adjust':
      return `±1 point for 1 coin (${s.times}×)`;
    case 'position-paid':
      return 'Pay to change the roll by placement';
    case 'ignore-chicane':
      return `Ignore ${s.times} chicane${s.times === 1 ? '' : 's'}`;
  }
}

function Instructions({ list }: { list: readonly Instruction[] }) {
  return <span className="instr">{list.map((i, k) => <span key={k} title={i}>{ICON[i]}</span>)}</span>;
}

/** A playing card: order number, price, race instructions as icons, special function. */
export function CardView({ id, onClick, selected, label }: { id: number; onClick?: () => void; selected?: boolean; label?: string }) {
  const c = cardDef(id);
  const byPlacement = !Array.isArray(c.instructions);
  const body = (
    <>
      <span className="order">{c.id}</span>
      <span className="price" title="Price in Carrera Coins">
        {c.price}¢
      </span>
      {byPlacement ? (
        <span className="placements">
          {(['first', 'mid', 'last'] as const).map((p) => (
            <span key={p}>
              {p === 'first' ? '1st' : p === 'mid' ? 'mid' : 'last'}: <Instructions list={instructionsFor(c, p)} />
            </span>
          ))}
        </span>
      ) : (
        <Instructions list={instructionsFor(c, 'mid')} />
      )}
      <span className="special">{specialText(c.special)}</span>
    </>
  );
  const cls = `card${selected ? ' selected' : ''}${c.set === 'A' ? ' a-card' : ''}`;
  if (!onClick) return <div className={cls}>{body}</div>;
  return (
    <button type="button" className={cls} onClick={onClick} aria-label={label ?? `Card ${c.id}`}>
      {body}
    </button>
  );
}
