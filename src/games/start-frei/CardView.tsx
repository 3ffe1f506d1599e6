import { useId } from 'react';
import { card as cardDef, instructionsFor, type CardDef, type Instruction, type Special } from '../../rules/start-frei';

export const ICON: Record<Instruction, string> = { roll: '⚄', shift: '⇅' };
/** What each glyph of a card asks, in the rulebook's words. */
const WORDS: Record<Instruction, string> = { roll: 'roll the die of your gear', shift: 'shift gear' };

/** A card's race instructions in words, left to right ("shift gear, then roll the die of your gear"; by placement when the card says so). */
export function cardWords(c: CardDef): string {
  const list = (xs: readonly Instruction[]) => (xs.length ? xs.map((i) => WORDS[i]).join(', then ') : 'nothing');
  if (Array.isArray(c.instructions)) return list(c.instructions as readonly Instruction[]);
  return `in front: ${list(instructionsFor(c, 'first'))}; in the midfield: ${list(instructionsFor(c, 'mid'))}; last: ${list(instructionsFor(c, 'last'))}`;
}

/** All a card says, as a sentence: its instructions, its special, its price. */
export function cardSentence(id: number): string {
  const c = cardDef(id);
  const special = specialText(c.special);
  return `Card ${c.id}: ${cardWords(c)}${special ? `; ${special.charAt(0).toLowerCase()}${special.slice(1)}` : ''}. Price ${c.price} coin${c.price === 1 ? '' : 's'}.`;
}

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
  return (
    <span className="instr">
      {list.map((i, k) => (
        <span key={k} title={WORDS[i]}>
          {ICON[i]}
        </span>
      ))}
    </span>
  );
}

/** A playing card: order number, price, race instructions as icons, special function. */
export function CardView({ id, onClick, selected, label }: { id: number; onClick?: () => void; selected?: boolean; label?: string }) {
  const c = cardDef(id);
  const words = useId();
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
      {/* The whole card in words: a tooltip under the pointer, and the description a screen reader gives its button. */}
      <span id={words} className="sr-only">
        {cardSentence(id)}
      </span>
    </>
  );
  const cls = `card${selected ? ' selected' : ''}${c.set === 'A' ? ' a-card' : ''}`;
  if (!onClick)
    return (
      <div className={cls} title={cardSentence(id)}>
        {body}
      </div>
    );
  return (
    <button type="button" className={cls} onClick={onClick} aria-label={label ?? `Card ${c.id}`} aria-describedby={words} title={cardSentence(id)}>
      {body}
    </button>
  );
}

