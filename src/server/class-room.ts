/**
 * The Colyseus room of one class (issue 32). It holds a `ClassModel`
 * (class.ts) and carries messages to and from it. The room's id is the
 * class's short code, drawn from the same alphabet as the tables' and never
 * one in use by any room, so a class code never opens a table nor a table's
 * code a class (a different room type, each refusing the other's joins).
 *
 * Joining: the teacher creates the room with `{ teacher: true }`; a student
 * joins by the code with `{ student: name }` (anything else is refused: an
 * online table's client joining with a class code gets a reason).
 * Messages from the teacher: `show` { scenario, caption? }, `ask` { labels,
 * right? }, `reveal` {}, `end` {}; from a student: `answer` { question,
 * choice }. Each is checked; a refusal is sent back as `refused` with the
 * reason, and nothing changes; a client's messages have the allowance of
 * limits.ts (a flood is refused, then disconnected; only the teacher's
 * position may be longer than a table's message). After every change the teacher is sent
 * `class` (ClassTeacherView) and each student `class` (ClassStudentView:
 * the question's words and the spectator's view of the position, never the
 * generator state). When the class ends the teacher is sent `csv`.
 */
import { CloseCode, Room, ServerError, type Client } from '@colyseus/core';
import { z } from 'zod';
import { nameSchema } from '../sim';
import { freeCode } from './codes';
import { ClassModel } from './class';
import { ClientGates, MESSAGE_LIMITS } from './limits';

/** How long a student's (or the teacher's) dropped connection is kept: a phone locked for a while comes back. */
export const CLASS_RECONNECT_SECONDS = 600;

const joinOptions = z.union([z.strictObject({ teacher: z.literal(true) }), z.strictObject({ student: nameSchema })]);


export class ClassRoom extends Room {
  override maxClients = 301;
  /** The class (read by the server's tests through `getRoomById`). */
  model!: ClassModel;

  private readonly gates = new ClientGates();

  override async onCreate() {
    this.roomId = await freeCode('class');
    this.model = new ClassModel(this.roomId);
    await this.setPrivate(true);
    const teacherOnly = (type: 'show' | 'ask') => (client: Client, message: unknown) => {
      if (this.pass(client, type, message, type === 'show' ? MESSAGE_LIMITS.maxPositionChars : MESSAGE_LIMITS.maxChars)) this.answer(client, type, this.model[type](client.sessionId, message));
    };
    this.onMessage('show', teacherOnly('show'));
    this.onMessage('ask', teacherOnly('ask'));
    this.onMessage('reveal', (client, message: unknown) => {
      if (this.pass(client, 'reveal', message)) this.answer(client, 'reveal', this.model.reveal(client.sessionId));
    });
    this.onMessage('end', (client, message: unknown) => {
      if (!this.pass(client, 'end', message)) return;
      const r = this.model.end(client.sessionId);
      this.answer(client, 'end', r);
      if (r.ok) client.send('csv', this.model.csv());
    });
    // An answer changes only the projector's view and the answering phone's own: the other phones are not sent theirs again.
    this.onMessage('answer', (client, message: unknown) => {
      if (this.pass(client, 'answer', message)) this.answer(client, 'answer', this.model.answer(client.sessionId, message), client);
    });
    this.onMessage('*', (client, type, message: unknown) => {
      if (this.pass(client, String(type), message)) client.send('refused', { what: String(type), reason: 'a class does not know that message' });
    });
  }

  /** Whether a message may reach the class: within the client's allowance and size (limits.ts); else it is refused in words, or a flood disconnected. */
  private pass(client: Client, what: string, message: unknown, maxChars: number = MESSAGE_LIMITS.maxChars): boolean {
    const verdict = this.gates.check(client.sessionId, message, maxChars);
    if (verdict === 'ok') return true;
    if (verdict === 'disconnect') client.leave(CloseCode.WITH_ERROR, 'too many messages');
    else client.send('refused', { what, reason: verdict });
    return false;
  }

  override onJoin(client: Client, options?: unknown) {
    const o = joinOptions.safeParse(options ?? {});
    if (!o.success) throw new ServerError(4400, 'this code is a class: open it with “Join a class” and your name');
    if ('teacher' in o.data) {
      this.model.claimTeacher(client.sessionId);
      if (!this.model.isTeacher(client.sessionId)) throw new ServerError(4403, 'this class has its teacher already');
    } else {
      const r = this.model.join(client.sessionId, { name: o.data.student });
      if (!r.ok) throw new ServerError(4400, r.reason);
    }
    this.changed(client);
  }

  override async onDrop(client: Client) {
    this.model.setHere(client.sessionId, false);
    this.changed(client);
    try {
      await this.allowReconnection(client, CLASS_RECONNECT_SECONDS);
    } catch {
      /* not back in time: they stay in the summary, away */
    }
  }

  override onReconnect(client: Client) {
    this.model.setHere(client.sessionId, true);
    this.changed(client);
  }

  override onLeave(client: Client) {
    this.gates.forget(client.sessionId);
    this.model.setHere(client.sessionId, false);
    this.changed(client);
  }

  private answer(client: Client, what: string, r: { ok: boolean; reason?: string }, only?: Client) {
    if (!r.ok) return client.send('refused', { what, reason: r.reason ?? 'refused' });
    this.changed(only);
  }

  /** The clients whose view changed since it was last sent ('all': every one), sent at the end of this turn of the loop. */
  private dirty: Set<Client> | 'all' = new Set();
  private flushing = false;

  /**
   * A view changed: the teacher's always (it counts every student and answer), a student's own when `only` names
   * that student, else every student's. The views go out once at the end of this turn of the event loop, so thirty
   * answers arriving together send the projector one view, not thirty.
   */
  private changed(only?: Client) {
    if (!only) this.dirty = 'all';
    else if (this.dirty !== 'all') this.dirty.add(only);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      const dirty = this.dirty;
      this.dirty = new Set();
      this.flushing = false;
      for (const c of this.clients) {
        const teacher = this.model.isTeacher(c.sessionId);
        if (teacher) c.send('class', this.model.teacherView());
        else if (dirty === 'all' || dirty.has(c)) c.send('class', this.model.studentView(c.sessionId));
      }
    });
  }
}
