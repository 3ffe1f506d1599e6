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
  if (third === 'does' || third === 'goes') return third.slice(0, -2);
  if (/(ches|shes|sses|xes|zzes)$/.test(third)) return third.slice(0, -2);
  if (third.endsWith('ies')) return `${third.slice(0, -3)}y`;
  // "pass", "miss": already the plain form (so a sentence put in the second person twice stays right).
  if (third.endsWith('ss')) return third;
  return third.endsWith('s') ? third.slice(0, -1) : third;
}

/**
 * A sentence that starts "You <verb>s …" put in the second person ("You buys" → "You buy"), also when a car number
 * follows the name ("You (#3) rolls" → "You (#3) roll"). The shell puts every game's log lines through it.
 */
export function youSentence(line: string): string {
  const m = /^You( \([^)]*\))? ([a-z]+s)\b/.exec(line);
  if (!m) return line;
  const head = `You${m[1] ?? ''} `;
  return `${head}${verb('You', m[2]!)}${line.slice(head.length + m[2]!.length)}`;
}

/** A count and its noun: `plural(1, 'tyre')` → "1 tyre", `plural(3, 'tyre')` → "3 tyres", `plural(2, 'die', 'dice')` → "2 dice". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A place in words: 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}
