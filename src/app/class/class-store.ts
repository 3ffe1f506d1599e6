/**
 * The browser's side of a class (issue 32), for both ends: the teacher's
 * projector (`useClassTeacher`) and a student's phone (`useClassStudent`),
 * each one connection to the game server's `class` room through
 * `@colyseus/sdk`. The server is the authority: the projector sends the
 * position the Teach shell shows (its scenario, which the server runs) and
 * the question's words; a phone sends only its answer.
 *
 * The question is built from the position: the choices are the legal actions
 * of the seat to act, worded by the game's own client (`actionLabel`, as the
 * shell's action buttons word them); the right move is the lesson's next
 * move when the step shown is one of the lesson's, else there is none.
 *
 * Each tab keeps its reconnection token in sessionStorage (as the online
 * tables do), so a reload, or a phone that slept, comes back into the class.
 */
import { Client, type Room } from '@colyseus/sdk';
import { create } from 'zustand';
import { oneLine } from '../../track';
import { CLASS_PARAM, CLASS_ROOM, MAX_LABEL, MAX_RULE, classCodeSchema, nameSchema, type ClassStudentView, type ClassTeacherView, type Refused } from '../../sim';
import { retryResume, serverEndpoint, storage } from '../online/online-store';
import { lessonStepShown, movesOf, scenarioFileOf, shownFrame, useTeachStore, type TeachPosition } from '../teach';

export const TEACHER_TOKEN_KEY = 'chicane.class.teacher';
export const STUDENT_TOKEN_KEY = 'chicane.class.student';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The address students open: this page with `?class=CODE` and nothing else. */
export function classLink(code: string): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set(CLASS_PARAM, code);
  return url.toString();
}

/** The question about a position, as the projector sends it: the words of each legal action and the lesson's move. */
export function questionOf(p: TeachPosition, onLessonStep: boolean, rule = ''): { labels: string[]; right?: unknown; rule?: string } | string {
  const f = shownFrame(p);
  const seat = f.game.result(f.state) === null ? f.game.actors(f.state)[0] : undefined;
  if (seat === undefined) return 'Nobody is to act in this position: there is nothing to ask.';
  const labels = f.game.legalActions(f.state, seat).map((a, i) => {
    try {
      // A long label (a Formuła 1 move with its throws and risk) is cut to what a phone's button holds.
      return oneLine(f.client?.actionLabel(f.state, seat, a) ?? `Choice ${i + 1}`, MAX_LABEL) || `Choice ${i + 1}`;
    } catch {
      return `Choice ${i + 1}`;
    }
  });
  const next = onLessonStep ? movesOf(p)[p.step] : undefined;
  const quoted = rule ? { rule: oneLine(rule, MAX_RULE) } : {};
  return next && next.seat === seat ? { labels, right: next.action, ...quoted } : { labels, ...quoted };
}

/** The position shown as the server is sent it: the set-up and the moves up to the step shown. */
function positionMessage(p: TeachPosition, caption: string) {
  const file = scenarioFileOf(p);
  const scenario: Record<string, unknown> = { ...file, moves: file.moves.slice(0, p.step) };
  delete scenario.position;
  return { scenario, ...(caption ? { caption: caption.slice(0, 1500) } : {}) };
}

export interface ClassTeacherState {
  readonly phase: 'idle' | 'connecting' | 'open' | 'lost';
  readonly view: ClassTeacherView | null;
  readonly message: string | null;
  readonly csv: string | null;
  /** The position asked about (the teacher's "Next" plays it out from there). */
  readonly askedAt: TeachPosition | null;
  open(): Promise<boolean>;
  ask(): void;
  reveal(): void;
  end(): void;
  close(): Promise<void>;
  resume(): Promise<boolean>;
  /** The presenter's key: Ask, then Reveal, then Next (the Teach shell's next step), and again. */
  advance(): void;
  /** The presenter's back key: a step back, but not while the class answers (the question is about the step shown). */
  back(): void;
}

export function createClassTeacher(endpoint?: string) {
  let client: Client | null = null;
  let room: Room | null = null;
  let unwatch: (() => void) | null = null;
  const sdk = () => (client ??= new Client(serverEndpoint(endpoint)));
  return create<ClassTeacherState>()((set, get) => {
    const caption = () => {
      const t = useTeachStore.getState();
      const i = lessonStepShown(t.lesson, t.position);
      return i === null ? '' : (t.lesson!.lesson.steps[i]?.caption ?? '');
    };
    const show = () => {
      const p = useTeachStore.getState().position;
      if (room && p) room.send('show', positionMessage(p, caption()));
    };
    const attach = (r: Room) => {
      room = r;
      storage()?.setItem(TEACHER_TOKEN_KEY, r.reconnectionToken);
      r.onMessage('class', (view: ClassTeacherView) => {
        storage()?.setItem(TEACHER_TOKEN_KEY, r.reconnectionToken);
        set({ view, phase: 'open' });
      });
      r.onMessage('refused', (m: Refused) => set({ message: m.reason.charAt(0).toUpperCase() + m.reason.slice(1) + '.' }));
      r.onMessage('csv', (csv: string) => set({ csv }));
      r.onLeave(() => {
        if (room === r) {
          room = null;
          set({ phase: 'lost', message: 'The connection to the class was lost.' });
        }
      });
      unwatch?.();
      let last = useTeachStore.getState().position;
      unwatch = useTeachStore.subscribe((s) => {
        if (s.position !== last) {
          last = s.position;
          show();
        }
      });
      show();
      set({ phase: 'open', message: null });
    };
    const send = (type: string, message: unknown) => {
      if (!room) return set({ message: 'No class is open.' });
      set({ message: null });
      room.send(type, message);
    };
    return {
      phase: 'idle',
      view: null,
      message: null,
      csv: null,
      askedAt: null,
      async open() {
        set({ phase: 'connecting', message: null, view: null, csv: null, askedAt: null });
        try {
          attach(await sdk().create(CLASS_ROOM, { teacher: true }));
          return true;
        } catch (error) {
          set({ phase: 'idle', message: `The class could not be opened: ${reason(error)}` });
          return false;
        }
      },
      ask() {
        const t = useTeachStore.getState();
        const p = t.position;
        if (!p) return set({ message: 'There is no position to ask about.' });
        const i = lessonStepShown(t.lesson, p);
        const rule = i === null ? undefined : t.lesson!.lesson.steps[i]?.rule;
        const q = questionOf(p, i !== null, rule ? `“${rule.section}”: ${rule.quote}` : '');
        if (typeof q === 'string') return set({ message: q });
        show();
        send('ask', q);
        set({ askedAt: p });
      },
      reveal: () => send('reveal', {}),
      end: () => send('end', {}),
      advance() {
        const { view, askedAt } = get();
        if (!view || view.phase === 'ended') return;
        if (view.phase === 'asking') return get().reveal();
        const p = useTeachStore.getState().position;
        if (view.phase === 'revealed' && askedAt !== null && p === askedAt) {
          // Play it out: the Teach shell's next step (the lesson's next move).
          useTeachStore.getState().stepBy(1);
          set({ askedAt: null });
          return;
        }
        get().ask();
      },
      back() {
        if (get().view?.phase === 'asking') return set({ message: 'The class is still answering this position: reveal the answer first (Page Down), then go back.' });
        useTeachStore.getState().stepBy(-1);
      },
      async close() {
        const r = room;
        room = null;
        unwatch?.();
        unwatch = null;
        storage()?.removeItem(TEACHER_TOKEN_KEY);
        set({ phase: 'idle', view: null, message: null, csv: null, askedAt: null });
        if (r) await r.leave();
      },
      async resume() {
        const token = storage()?.getItem(TEACHER_TOKEN_KEY);
        if (!token || get().phase === 'open') return false;
        set({ phase: 'connecting' });
        const back = await retryResume(async () => attach(await sdk().reconnect(token)));
        if (!back) {
          storage()?.removeItem(TEACHER_TOKEN_KEY);
          set({ phase: 'idle', message: null });
        }
        return back;
      },
    };
  });
}

export const useClassTeacher = createClassTeacher();

export interface ClassStudentState {
  readonly phase: 'idle' | 'connecting' | 'in-class' | 'lost';
  readonly view: ClassStudentView | null;
  readonly message: string | null;
  join(code: string, name: string): Promise<boolean>;
  answer(choice: number): void;
  resume(): Promise<boolean>;
  leave(): Promise<void>;
}

export function createClassStudent(endpoint?: string) {
  let client: Client | null = null;
  let room: Room | null = null;
  const sdk = () => (client ??= new Client(serverEndpoint(endpoint)));
  return create<ClassStudentState>()((set, get) => {
    const attach = (r: Room) => {
      room = r;
      storage()?.setItem(STUDENT_TOKEN_KEY, r.reconnectionToken);
      r.onMessage('class', (view: ClassStudentView) => {
        storage()?.setItem(STUDENT_TOKEN_KEY, r.reconnectionToken);
        set({ view, phase: 'in-class' });
      });
      r.onMessage('refused', (m: Refused) => set({ message: m.reason.charAt(0).toUpperCase() + m.reason.slice(1) + '.' }));
      r.onLeave(() => {
        if (room === r) {
          room = null;
          set({ phase: 'lost', message: get().view?.phase === 'ended' ? null : 'The connection to the class was lost.' });
        }
      });
      set({ phase: 'in-class', message: null });
    };
    return {
      phase: 'idle',
      view: null,
      message: null,
      async join(code, name) {
        const c = classCodeSchema.safeParse(code);
        if (!c.success) {
          set({ message: `The code: ${c.error.issues[0]!.message.replace('a table code', 'a class code')}.` });
          return false;
        }
        const n = nameSchema.safeParse(name);
        if (!n.success) {
          set({ message: `Your name: ${n.error.issues[0]!.message}.` });
          return false;
        }
        set({ phase: 'connecting', message: null, view: null });
        let r: Room;
        try {
          r = await sdk().joinById(c.data, { student: n.data });
        } catch (error) {
          set({ phase: 'idle', message: `No class answers to ${c.data}: ${reason(error)}` });
          return false;
        }
        if (r.name !== CLASS_ROOM) {
          // Another room type answers to the code (an online table): not a class, so leave it at once.
          void r.leave();
          set({ phase: 'idle', message: `${c.data} is an online table, not a class: open it from Race, “Play online”.` });
          return false;
        }
        attach(r);
        return true;
      },
      answer(choice) {
        const q = get().view?.question;
        if (!room || !q) return set({ message: 'No question is open.' });
        set({ message: null });
        room.send('answer', { question: q.id, choice });
      },
      async resume() {
        const token = storage()?.getItem(STUDENT_TOKEN_KEY);
        if (!token || get().phase === 'in-class') return false;
        set({ phase: 'connecting' });
        const back = await retryResume(async () => attach(await sdk().reconnect(token)));
        if (!back) {
          storage()?.removeItem(STUDENT_TOKEN_KEY);
          set({ phase: 'idle', message: 'You could not be taken back into the class: join it again with its code.' });
        }
        return back;
      },
      async leave() {
        const r = room;
        room = null;
        storage()?.removeItem(STUDENT_TOKEN_KEY);
        set({ phase: 'idle', view: null, message: null });
        if (r) await r.leave();
      },
    };
  });
}

export const useClassStudent = createClassStudent();
