/**
 * A class on the wire (issue 32): a teacher and three students with real Colyseus clients (the sdk the browser
 * uses) against the server on loopback. What a student receives is read as the bytes it was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from '@colyseus/sdk';
import { readGameLesson } from '../../../src/app/teach/lesson';
import type { ClassStudentView, ClassTeacherView } from '../../../src/sim';
import { bootOn, setupFor, gameOf } from '../server/helpers';
import { MESSAGE_LIMITS } from '../../../src/server/limits';

/** This file's own loopback port. */
const PORT = 2595;

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  colyseus = await bootOn(PORT);
});
afterAll(async () => {
  await colyseus.shutdown();
});

function listen(room: Room) {
  const got: { type: string; message: unknown }[] = [];
  let wake: (() => void)[] = [];
  room.onMessage('*', (type, message) => {
    got.push({ type: String(type), message });
    const w = wake;
    wake = [];
    for (const f of w) f();
  });
  const next = () => new Promise<void>((resolve) => wake.push(resolve));
  const find = async <T>(type: string, test: (m: T) => boolean = () => true): Promise<T> => {
    for (;;) {
      const m = got.filter((g) => g.type === type).map((g) => g.message as T).findLast(test);
      if (m !== undefined) return m;
      await next();
    }
  };
  const refusal = async () => {
    for (;;) {
      const r = got.find((g) => g.type === 'refused');
      if (r) {
        got.splice(got.indexOf(r), 1);
        return r.message as { what: string; reason: string };
      }
      await next();
    }
  };
  return { got, find, refusal };
}

const lesson = (() => {
  const r = readGameLesson(JSON.parse(readFileSync(new URL('../../../src/games/formula-1/lessons/02-speed-changes.json', import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
})();

describe('a class on the wire', () => {
  it('a teacher asks three students; a student cannot control the projector; no generator state reaches a phone', async () => {
    const teacher = await colyseus.sdk.create('class', { teacher: true });
    const t = listen(teacher);
    expect(teacher.roomId).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    const names = ['Anna', 'Ben', 'Cara'];
    const phones = [] as { room: Room; l: ReturnType<typeof listen> }[];
    for (const name of names) {
      const room = await colyseus.sdk.joinById(teacher.roomId, { student: name });
      phones.push({ room, l: listen(room) });
    }
    await t.find<ClassTeacherView>('class', (v) => v.students.length === 3);

    // A table's client (it joins with a name only) and a second teacher are refused at the door.
    await expect(colyseus.sdk.joinById(teacher.roomId, { name: 'Eve' })).rejects.toThrow(/this code is a class/);
    await expect(colyseus.sdk.joinById(teacher.roomId, { teacher: true })).rejects.toThrow(/has its teacher already/);
    await expect(colyseus.sdk.joinById(teacher.roomId, { student: 'anna' })).rejects.toThrow(/in the class already/);

    const scenario = { ...lesson.scenario, moves: lesson.scenario.moves.slice(0, 1) };
    const next = lesson.scenario.moves[1]!.action;
    teacher.send('show', { scenario, caption: lesson.steps[0]!.caption });
    // The labels must number the legal actions: find how many by asking with one too few first.
    teacher.send('ask', { labels: ['x'] });
    const why = await t.refusal();
    const n = Number(/has (\d+) choices/.exec(why.reason)![1]);
    const labels = Array.from({ length: n }, (_, i) => `Choice ${i + 1}`);

    // A student's ask, reveal and end are refused, and nothing opens.
    const anna = phones[0]!;
    anna.room.send('ask', { labels });
    expect(await anna.l.refusal()).toEqual({ what: 'ask', reason: 'only the teacher asks the class' });
    anna.room.send('reveal', {});
    expect(await anna.l.refusal()).toEqual({ what: 'reveal', reason: 'only the teacher reveals the answer' });
    anna.room.send('end', {});
    expect(await anna.l.refusal()).toEqual({ what: 'end', reason: 'only the teacher ends the class' });
    anna.room.send('act', { action: next });
    expect(await anna.l.refusal()).toEqual({ what: 'act', reason: 'a class does not know that message' });

    teacher.send('ask', { labels, right: next });
    const asked = await t.find<ClassTeacherView>('class', (v) => v.phase === 'asking');
    const right = asked.question!.right[0]!;
    for (const p of phones) await p.l.find<ClassStudentView>('class', (v) => v.phase === 'asking');
    phones[0]!.room.send('answer', { question: 1, choice: right });
    phones[1]!.room.send('answer', { question: 1, choice: (right + 1) % n });
    phones[2]!.room.send('answer', { question: 1, choice: (right + 1) % n });
    phones[2]!.room.send('answer', { question: 1, choice: right });
    expect(await phones[2]!.l.refusal()).toEqual({ what: 'answer', reason: 'you have answered this question already' });
    await t.find<ClassTeacherView>('class', (v) => v.question?.answered === 3);
    // An answer is sent back to the phone that gave it and to the projector, not to every phone: Ben's phone had the
    // question once, then his own answer once, whatever the others answered.
    const bensAsking = () => phones[1]!.l.got.filter((g) => g.type === 'class' && (g.message as ClassStudentView).phase === 'asking');
    await phones[1]!.l.find<ClassStudentView>('class', (v) => v.answered !== null);
    expect(bensAsking().map((g) => (g.message as ClassStudentView).answered)).toEqual([null, (right + 1) % n]);
    teacher.send('reveal', {});
    const shown = await t.find<ClassTeacherView>('class', (v) => v.phase === 'revealed');
    expect(shown.question!.counts[right]).toBe(1);
    expect(shown.question!.counts[(right + 1) % n]).toBe(2);
    phones[0]!.room.send('answer', { question: 1, choice: right });
    expect(await phones[0]!.l.refusal()).toMatchObject({ reason: 'the answer has been shown: this question is closed' });

    teacher.send('end', {});
    const csv = await t.find<string>('csv');
    expect(csv.split('\r\n')[1]).toBe('Anna,Choice ' + (right + 1) + ',yes');
    const ended = await t.find<ClassTeacherView>('class', (v) => v.phase === 'ended');
    expect(ended.summary[0]).toMatchObject({ answered: 3, correct: 1 });

    // Everything a phone was sent, as bytes: words and the spectator's view, never the generator state.
    for (const p of phones) {
      const bytes = JSON.stringify(p.l.got);
      expect(bytes).toContain('"position"');
      expect(bytes).not.toMatch(/"rng"/);
      expect(bytes).not.toMatch(/"seed"/);
      expect(bytes).not.toContain('"moves"');
    }
    // The teacher's views carry no position at all.
    expect(JSON.stringify(t.got)).not.toMatch(/"rng"/);
    for (const r of [teacher, ...phones.map((p) => p.room)]) await r.leave();
  });

  it('a class code cannot be used at an online table, nor a table code in a class', async () => {
    const teacher = await colyseus.sdk.create('class', { teacher: true });
    await expect(colyseus.sdk.joinById(teacher.roomId, { name: 'Racer' })).rejects.toThrow(/this code is a class/);
    const host = await colyseus.sdk.create('table', { setup: setupFor(gameOf('formula-1'), ['person', 'person']), name: 'Anna' });
    // A class's client joining a table's code lands in a table room, which it sees by the room's name (and leaves);
    // the table refuses a class's messages.
    const wrong = await colyseus.sdk.joinById(host.roomId, { student: 'Ben' });
    expect(wrong.name).toBe('table');
    const w = listen(wrong);
    wrong.send('answer', { question: 1, choice: 0 });
    expect(await w.refusal()).toEqual({ what: 'answer', reason: 'this table does not know that message' });
    for (const r of [teacher, host, wrong]) await r.leave();
  });

  it('a student who reconnects is still in the class, at the question open now', async () => {
    const teacher = await colyseus.sdk.create('class', { teacher: true });
    const t = listen(teacher);
    const phone = await colyseus.sdk.joinById(teacher.roomId, { student: 'Dora' });
    const token = phone.reconnectionToken;
    const scenario = { ...lesson.scenario, moves: lesson.scenario.moves.slice(0, 1) };
    teacher.send('show', { scenario });
    teacher.send('ask', { labels: ['x'] });
    const n = Number(/has (\d+) choices/.exec((await t.refusal()).reason)![1]);
    teacher.send('ask', { labels: Array.from({ length: n }, (_, i) => `Choice ${i + 1}`) });
    await t.find<ClassTeacherView>('class', (v) => v.phase === 'asking');
    // The connection drops (a phone asleep, a reload): the token takes the student back in.
    await phone.leave(false);
    await t.find<ClassTeacherView>('class', (v) => v.students[0]?.here === false);
    const back = await colyseus.sdk.reconnect(token);
    const b = listen(back);
    const v = await b.find<ClassStudentView>('class', (x) => x.phase === 'asking');
    expect(v.name).toBe('Dora');
    expect(v.question!.id).toBe(1);
    back.send('answer', { question: 1, choice: 0 });
    await t.find<ClassTeacherView>('class', (x) => x.question?.answered === 1 && x.students[0]?.here === true);
    // A late joiner comes in at the open question.
    const late = await colyseus.sdk.joinById(teacher.roomId, { student: 'Emil' });
    const lv = await listen(late).find<ClassStudentView>('class');
    expect(lv.phase).toBe('asking');
    expect(lv.question!.choices).toHaveLength(n);
    for (const r of [teacher, back, late]) await r.leave();
  });

  it('a teacher shows the longest lesson step (a Bahn Frei lesson with its map) and asks about it; a flood from a phone is refused', async () => {
    const r = readGameLesson(JSON.parse(readFileSync(new URL('../../../src/games/bahn-frei/lessons/06-round-15.json', import.meta.url), 'utf8')));
    if (!r.ok) throw new Error(r.error);
    // The lesson's first step: the moves up to it (the whole file plays to the end of the game).
    const scenario = { ...r.lesson.scenario, moves: r.lesson.scenario.moves.slice(0, r.lesson.steps[0]!.at) };
    const show = { scenario, caption: r.lesson.steps[0]!.caption };
    // Longer than a table's message may be (limits.ts): only the teacher's position may be this long.
    expect(JSON.stringify(show).length).toBeGreaterThan(MESSAGE_LIMITS.maxChars);
    const teacher = await colyseus.sdk.create('class', { teacher: true });
    const t = listen(teacher);
    const phone = await colyseus.sdk.joinById(teacher.roomId, { student: 'Fritz' });
    const p = listen(phone);
    teacher.send('show', show);
    teacher.send('ask', { labels: ['x'] });
    const why = (await t.refusal()).reason;
    const n = Number(/has (\d+) choices/.exec(why)![1]);
    teacher.send('ask', { labels: Array.from({ length: n }, (_, i) => `Choice ${i + 1}`) });
    const asked = await p.find<ClassStudentView>('class', (v) => v.phase === 'asking');
    expect(asked.question!.choices).toHaveLength(n);
    // Sixty messages at once: the first forty pass (the burst), the rest are refused in words and change nothing.
    for (let i = 0; i < 60; i++) phone.send('answer', { question: 1, choice: 0 });
    await t.find<ClassTeacherView>('class', (v) => v.question?.answered === 1);
    const reasons = new Set<string>();
    for (let i = 0; i < 59; i++) reasons.add((await p.refusal()).reason);
    expect([...reasons].sort()).toEqual(['too many messages: slow down', 'you have answered this question already']);
    for (const room of [teacher, phone]) await room.leave();
  });
});
