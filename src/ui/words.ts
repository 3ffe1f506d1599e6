/**
 * Grammar for seat names: a person's seat is called "You" by default, and
 * "You has 6¢" or "You's hand" is not English. These helpers give "You
 * have", "Your hand", "You roll" for that seat and the third person for
 * every other name.
 */

/** "Your" for You, "Anna's" for Anna. */
export function possessive(name: string): string {
  return name === 'You' ? 'Your' : `${name}'s`;
}

/** The verb for a name: `verb('You', 'has')` → "have", `verb('Anna', 'has')` → "has". */
export function verb(name: string, third: string): string {
  if (name !== 'You') return third;
  if (third === 'has') return 'have';
  if (third === 'is') return 'are';
  if (third === 'was') return 'were';
  if (/(ches|shes|sses|xes|zzes)$/.test(third)) return third.slice(0, -2);
  if (third.endsWith('ies')) return `${third.slice(0, -3)}y`;
  return third.endsWith('s') ? third.slice(0, -1) : third;
}

/** A sentence that starts "You <verb>s …" put in the second person ("You buys" → "You buy"). */
export function youSentence(line: string): string {
  const m = /^You ([a-z]+s)\b/.exec(line);
  return m ? `You ${verb('You', m[1]!)}${line.slice(4 + m[1]!.length)}` : line;
}
