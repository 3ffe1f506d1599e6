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
 * reason, and nothing changes. After every change the teacher is sent
 * `class` (ClassTeacherView) and each student `class` (ClassStudentView:
 * the question's words and the spectator's view of the position, never the
 * generator state). When the class ends the teacher is sent `csv`.
 */
import { Room, ServerError, type Client } from '@colyseus/core';
import { z } from 'zod';
import { nameSchema } from '../sim';
import { freeCode } from './codes';
import { ClassModel } from './class';

/** How long a student's (or the teacher's) dropped connection is kept: a phone locked for a while comes back. */
export const CLASS_RECONNECT_SECONDS = 600;

const joinOptions = z.union([z.strictObject({ teacher: z.literal(true) }), z.strictObject({ student: nameSchema })]);


export class ClassRoom extends Room {
  override maxClients = 301;
  /** The class (read by the server's tests through `getRoomById`). */
  model!: ClassModel;

  override async onCreate() {
    this.roomId = await freeCode('class');
    this.model = new ClassModel(this.roomId);
    await this.setPrivate(true);
    const teacherOnly = (type: 'show' | 'ask') => (client: Client, message: unknown) => this.answer(client, type, this.model[type](client.sessionId, message));
    this.onMessage('show', teacherOnly('show'));
    this.onMessage('ask', teacherOnly('ask'));
    this.onMessage('reveal', (client) => this.answer(client, 'reveal', this.model.reveal(client.sessionId)));
    this.onMessage('end', (client) => {
      const r = this.model.end(client.sessionId);
      this.answer(client, 'end', r);
      if (r.ok) client.send('csv', this.model.csv());
    });
    this.onMessage('answer', (client, message: unknown) => this.answer(client, 'answer', this.model.answer(client.sessionId, message)));
    this.onMessage('*', (client, type) => client.send('refused', { what: String(type), reason: 'a class does not know that message' }));
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
    this.changed();
  }

  override async onDrop(client: Client) {
    this.model.setHere(client.sessionId, false);
    this.changed();
    try {
      await this.allowReconnection(client, CLASS_RECONNECT_SECONDS);
    } catch {
      /* not back in time: they stay in the summary, away */
    }
  }

  override onReconnect(client: Client) {
    this.model.setHere(client.sessionId, true);
    this.changed();
  }

  override onLeave(client: Client) {
    this.model.setHere(client.sessionId, false);
    this.changed();
  }

  private answer(client: Client, what: string, r: { ok: boolean; reason?: string }) {
    if (!r.ok) return client.send('refused', { what, reason: r.reason ?? 'refused' });
    this.changed();
  }

  /** The teacher gets the projector's view, every student their own. */
  private changed() {
    for (const c of this.clients) c.send('class', this.model.isTeacher(c.sessionId) ? this.model.teacherView() : this.model.studentView(c.sessionId));
  }
}
