/**
 * One class, as the game server holds it (issue 32): the teacher's position,
 * the students by name, the questions asked and every answer. Plain
 * TypeScript with no network in it (the Colyseus room, class-room.ts, only
 * carries messages), so every rule of a class is unit tested without a server.
 *
 * The position comes from the teacher as a scenario (set-up and moves) and is
 * run here through the game's rules, so the class holds the game's whole
 * state, generator included; a student is sent only the game's spectator
 * view of it and the choices' words. A question's choices are the legal
 * actions of the seat to act (`Game.legalActions`), worded by the teacher's
 * app with the game's own action labels; the right move is the lesson's next
 * move, found among them, or none ("every move is possible").
 *
 * Nothing of a class outlives its room: the names and answers live in this
 * object only, and the teacher's CSV is the one copy that leaves it.
 */
import { canonicalJson, viewOf, type AnyGame, type Seat } from '../rules/core';
import { actionKey } from './codes';
import { oneLine } from '../track';
import { classAnswerSchema, classAskSchema, classJoinSchema, classPositionSchema, MAX_CHOICES, MAX_LABEL, MAX_RULE, MAX_STUDENTS, runGameScenario, type ClassPhase, type ClassQuestionSummary, type ClassStudentView, type ClassTeacherView } from '../sim';

export type Refusal = { readonly ok: false; readonly reason: string };
export type Done = { readonly ok: true } | Refusal;
const refuse = (reason: string): Refusal => ({ ok: false, reason });
const first = (e: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => {
  const issue = e.issues[0]!;
  return oneLine(`${issue.path.map(String).join('.') || 'the message'}: ${issue.message}`);
};

interface Position {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly seat: Seat | null;
  readonly seatName: string;
  readonly caption: string;
  /** The canonical JSON of each legal action of the seat to act. */
  readonly keys: readonly string[];
}

interface Question {
  readonly id: number;
  readonly prompt: string;
  readonly caption: string;
  readonly choices: readonly string[];
  readonly right: readonly number[];
  /** The rule the lesson step quotes ('' when none). */
  readonly rule: string;
  /** The spectator's view of the position asked about. */
  readonly view: unknown;
  readonly answers: Map<string, number>;
  revealed: boolean;
}

interface Student {
  readonly name: string;
  here: boolean;
}

export class ClassModel {
  readonly code: string;
  private teacher = '';
  private position: Position | null = null;
  private readonly students = new Map<string, Student>();
  private readonly questions: Question[] = [];
  private ended = false;

  constructor(code: string) {
    this.code = code;
  }

  /** The first to connect created the class: they teach it. */
  claimTeacher(client: string): void {
    if (this.teacher === '') this.teacher = client;
  }

  isTeacher(client: string): boolean {
    return this.teacher !== '' && this.teacher === client;
  }

  isStudent(client: string): boolean {
    return this.students.has(client);
  }

  get phase(): ClassPhase {
    if (this.ended) return 'ended';
    const q = this.current;
    if (!q) return 'waiting';
    return q.revealed ? 'revealed' : 'asking';
  }

  get title(): string {
    return this.position ? `A class of ${this.position.game.title}` : 'A class';
  }

  private get current(): Question | null {
    return this.questions[this.questions.length - 1] ?? null;
  }

  get studentCount(): number {
    return this.students.size;
  }

  /** A student joins under a name (checked: one line, 1 to 40 characters, not a name already in the class). */
  join(client: string, input: unknown): Done {
    if (this.ended) return refuse('this class has ended');
    if (this.isTeacher(client)) return refuse('the teacher does not answer in their own class');
    const j = classJoinSchema.safeParse(input);
    if (!j.success) return refuse(`your name: ${j.error.issues[0]!.message}`);
    const name = j.data.name;
    if (this.students.has(client)) return { ok: true };
    if (this.students.size >= MAX_STUDENTS) return refuse(`the class is full (${MAX_STUDENTS} students)`);
    if ([...this.students.values()].some((s) => s.name.toLowerCase() === name.toLowerCase())) return refuse(`${name} is in the class already: choose another name`);
    this.students.set(client, { name, here: true });
    return { ok: true };
  }

  /** A student's connection dropped or came back: they stay in the class either way (their answers count). */
  setHere(client: string, here: boolean): void {
    const s = this.students.get(client);
    if (s) s.here = here;
  }

  /** The teacher shows a position (a scenario the server runs through the rules); an open question stays as it was. */
  show(client: string, input: unknown): Done {
    if (!this.isTeacher(client)) return refuse('only the teacher shows a position');
    if (this.ended) return refuse('this class has ended');
    const m = classPositionSchema.safeParse(input);
    if (!m.success) return refuse(first(m.error));
    let run;
    try {
      run = runGameScenario(m.data.scenario);
    } catch (error) {
      return refuse(oneLine(`the position cannot be read (${error instanceof Error ? error.message : String(error)})`));
    }
    if (!run.ok) return refuse(run.kind === 'illegal' ? `move ${run.index + 1} of the position is not allowed` : oneLine(`the position: ${run.error}`));
    const { game, state, log } = run;
    const over = game.result(state) !== null;
    const seat = over ? null : (game.actors(state)[0] ?? null);
    const keys = seat === null ? [] : game.legalActions(state, seat).map((a) => canonicalJson(a));
    this.position = { game, state, seat, seatName: seat === null ? '' : (log.seats[seat]?.name ?? `Seat ${seat + 1}`), caption: m.data.caption ?? '', keys };
    return { ok: true };
  }

  /** The teacher asks about the position shown: one label a legal action, and the right move if the lesson has one. */
  ask(client: string, input: unknown): Done {
    if (!this.isTeacher(client)) return refuse('only the teacher asks the class');
    if (this.ended) return refuse('this class has ended');
    const p = this.position;
    if (!p) return refuse('show a position first');
    if (p.seat === null) return refuse('nobody is to act in this position: there is nothing to ask');
    if (p.keys.length > MAX_CHOICES) return refuse(`this position has ${p.keys.length} choices: too many to ask (at most ${MAX_CHOICES})`);
    if (this.current && !this.current.revealed) return refuse('a question is open: reveal it first');
    const m = classAskSchema.safeParse(input);
    if (!m.success) return refuse(first(m.error));
    if (m.data.labels.length !== p.keys.length) return refuse(`the position has ${p.keys.length} choices, the question words ${m.data.labels.length}`);
    let right: number[] = [];
    if (m.data.right !== undefined && m.data.right !== null) {
      const key = actionKey(m.data.right);
      const i = key === null ? -1 : p.keys.indexOf(key);
      if (i < 0) return refuse('the right move is not one the rules allow in this position');
      right = [i];
    }
    this.questions.push({
      id: this.questions.length + 1,
      prompt: `What should ${p.seatName} do now?`,
      caption: p.caption,
      choices: m.data.labels.map((l) => oneLine(l, MAX_LABEL)),
      right,
      rule: oneLine(m.data.rule ?? '', MAX_RULE),
      view: viewOf(p.game, p.state, 'spectator'),
      answers: new Map(),
      revealed: false,
    });
    return { ok: true };
  }

  /** A student answers the open question, once. */
  answer(client: string, input: unknown): Done {
    if (!this.students.has(client)) return refuse(this.isTeacher(client) ? 'the teacher does not answer' : 'join the class with your name first');
    if (this.ended) return refuse('this class has ended');
    const m = classAnswerSchema.safeParse(input);
    if (!m.success) return refuse(first(m.error));
    const q = this.current;
    if (!q || q.id !== m.data.question) return refuse(`question ${m.data.question} is not open`);
    if (q.revealed) return refuse('the answer has been shown: this question is closed');
    if (q.answers.has(client)) return refuse('you have answered this question already');
    if (m.data.choice >= q.choices.length) return refuse(`question ${q.id} has ${q.choices.length} choices`);
    q.answers.set(client, m.data.choice);
    return { ok: true };
  }

  /** The teacher shows the answers and the right move(s). */
  reveal(client: string): Done {
    if (!this.isTeacher(client)) return refuse('only the teacher reveals the answer');
    if (this.ended) return refuse('this class has ended');
    const q = this.current;
    if (!q || q.revealed) return refuse('no question is open');
    q.revealed = true;
    return { ok: true };
  }

  /** The teacher ends the class: the summary stays on the projector until the room closes. */
  end(client: string): Done {
    if (!this.isTeacher(client)) return refuse('only the teacher ends the class');
    if (this.ended) return refuse('this class has ended already');
    const q = this.current;
    if (q) q.revealed = true;
    this.ended = true;
    return { ok: true };
  }

  private counts(q: Question): number[] {
    const counts = q.choices.map(() => 0);
    for (const c of q.answers.values()) counts[c]!++;
    return counts;
  }

  summary(): ClassQuestionSummary[] {
    return this.questions.map((q) => {
      const counts = this.counts(q);
      let commonWrong: ClassQuestionSummary['commonWrong'] = null;
      if (q.right.length > 0) {
        counts.forEach((n, i) => {
          if (n > 0 && !q.right.includes(i) && (commonWrong === null || n > commonWrong.count)) commonWrong = { choice: q.choices[i]!, count: n };
        });
      }
      return {
        id: q.id,
        prompt: q.prompt,
        choices: q.choices,
        counts,
        right: q.right,
        answered: q.answers.size,
        correct: q.right.length === 0 ? null : q.right.reduce((s, i) => s + counts[i]!, 0),
        commonWrong,
        rule: q.rule,
      };
    });
  }

  /** Names and answers, one row a student, one column a question (the teacher's export). */
  csv(): string {
    const head = ['Name', ...this.questions.flatMap((q) => [`Question ${q.id}: ${q.prompt}`, `Question ${q.id} right`])];
    const rows = [...this.students.entries()].map(([client, s]) => [
      s.name,
      ...this.questions.flatMap((q) => {
        const a = q.answers.get(client);
        if (a === undefined) return ['', ''];
        return [q.choices[a]!, q.right.length === 0 ? '' : q.right.includes(a) ? 'yes' : 'no'];
      }),
    ]);
    return [head, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
  }

  teacherView(): ClassTeacherView {
    const q = this.current;
    return {
      code: this.code,
      title: this.title,
      phase: this.phase,
      students: [...this.students.values()].map((s) => ({ name: s.name, here: s.here })),
      question: q ? { id: q.id, prompt: q.prompt, caption: q.caption, choices: q.choices, revealed: q.revealed, answered: q.answers.size, counts: this.counts(q), right: q.right, rule: q.rule } : null,
      summary: this.ended ? this.summary() : [],
    };
  }

  studentView(client: string): ClassStudentView {
    const q = this.current;
    const answered = q ? (q.answers.get(client) ?? null) : null;
    return {
      code: this.code,
      title: this.title,
      name: this.students.get(client)?.name ?? '',
      phase: this.phase,
      // The lesson's caption tells what the step's move is: a phone gets it with the reveal, not before.
      question: q ? { id: q.id, prompt: q.prompt, caption: q.revealed ? q.caption : '', choices: q.choices, revealed: q.revealed, ...(q.revealed ? { counts: this.counts(q), right: q.right, rule: q.rule } : {}) } : null,
      answered,
      position: q && !this.ended ? q.view : null,
    };
  }
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a field a spreadsheet would read as a formula
 * (=, +, -, @ first) gets a leading apostrophe, so a student's name cannot run in the teacher's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

