/**
 * A class under load (issue 32: "30 phones and a projector must work on an ordinary classroom network"): one game
 * server process on loopback (src/server/main.ts as a child process, see game-servers.ts), a teacher's client and
 * 30, then 300 students' clients of the browser's client library in this process. The teacher shows a Formuła 1
 * lesson step and asks the class five questions about it; every phone answers at once.
 *
 * Figures per class size:
 * - joining: from the first student's join to the last one in (every phone has its first view);
 * - last answer → projector: from the moment the last phone's answer is sent to the projector's view counting every
 *   answer (p50 and the worst of the five questions);
 * - reveal → every phone: from the teacher's reveal to the last phone holding the chart (p50 and the worst);
 * - bytes a phone receives per question, and the server's resident memory per student.
 * Both sides share this machine's two cores, so the phones' own work is part of the load.
 */
import { readFileSync } from 'node:fs';
import { Client, type Room } from '@colyseus/sdk';
import { readGameLesson } from '../../src/app/teach/lesson';
import type { ClassStudentView, ClassTeacherView } from '../../src/sim';
import { serverUsage, startServers, stopServers } from './game-servers';

type Report = (name: string, value: number, unit: string) => void;

const SIZES = (process.env.CLASS_LOAD_SIZES || '30,300').split(',').map(Number);
const QUESTIONS = 5;
const WAIT_MS = 120_000;

/** A client's messages, and a promise for the first one (from now on) that passes a test. */
function listen(room: Room) {
  const waiting: { type: string; test: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  let bytes = 0;
  room.onMessage('*', (type, message) => {
    bytes += JSON.stringify(message ?? null).length;
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i]!;
      if (w.type === String(type) && w.test(message)) {
        waiting.splice(i, 1);
        w.resolve(message);
      }
    }
  });
  const next = <T>(type: string, test: (m: T) => boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message in ${WAIT_MS / 1000} s`)), WAIT_MS);
      waiting.push({
        type,
        test: test as (m: unknown) => boolean,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as T);
        },
      });
    });
  return { next, bytes: () => bytes };
}

const lesson = (() => {
  const r = readGameLesson(JSON.parse(readFileSync('src/games/formula-1/lessons/02-speed-changes.json', 'utf8')));
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
})();

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

async function runClass(url: string, pid: number, students: number, report: Report): Promise<void> {
  const client = new Client(url);
  const before = serverUsage([pid]).rss;
  const teacherRoom = await client.create('class', { teacher: true });
  const teacher = listen(teacherRoom);
  const scenario = { ...lesson.scenario, moves: lesson.scenario.moves.slice(0, 1) };
  const right = lesson.scenario.moves[1]!.action;
  // The labels must number the seat's legal actions: the refusal of one label says how many there are.
  const refused = teacher.next<{ reason: string }>('refused', () => true);
  teacherRoom.send('show', { scenario, caption: lesson.steps[0]!.caption });
  teacherRoom.send('ask', { labels: ['x'] });
  const n = Number(/has (\d+) choices/.exec((await refused).reason)?.[1] ?? NaN);
  if (!Number.isInteger(n)) throw new Error('the class did not say how many choices the position has');
  const labels = Array.from({ length: n }, (_, i) => `Choice ${i + 1}`);

  const joinStart = performance.now();
  const phones = await Promise.all(
    Array.from({ length: students }, async (_, i) => {
      const room = await client.joinById(teacherRoom.roomId, { student: `Student ${i + 1}` });
      const l = listen(room);
      await l.next<ClassStudentView>('class', () => true).catch(() => undefined);
      return { room, l };
    }),
  );
  const joinMs = performance.now() - joinStart;
  const counted: number[] = [];
  const revealed: number[] = [];
  const bytesBefore = phones.reduce((a, p) => a + p.l.bytes(), 0);
  try {
    for (let q = 1; q <= QUESTIONS; q++) {
      const asking = phones.map((p) => p.l.next<ClassStudentView>('class', (v) => v.phase === 'asking' && v.question?.id === q));
      teacherRoom.send('ask', { labels, right });
      await Promise.all(asking);
      const all = teacher.next<ClassTeacherView>('class', (v) => v.phase === 'asking' && v.question?.answered === students);
      phones.forEach((p, i) => p.room.send('answer', { question: q, choice: i % n }));
      const sent = performance.now();
      await all;
      counted.push(performance.now() - sent);
      const charts = phones.map((p) => p.l.next<ClassStudentView>('class', (v) => v.phase === 'revealed' && v.question?.id === q));
      const revealAt = performance.now();
      teacherRoom.send('reveal', {});
      await Promise.all(charts);
      revealed.push(performance.now() - revealAt);
    }
    const rss = serverUsage([pid]).rss - before;
    const bytes = phones.reduce((a, p) => a + p.l.bytes(), 0) - bytesBefore;
    const name = `class of ${students}`;
    report(`${name}: every phone joined`, joinMs, 'ms');
    report(`${name}: last answer → the projector counts it, p50`, quantile(counted, 0.5), 'ms');
    report(`${name}: last answer → the projector counts it, worst of ${QUESTIONS}`, Math.max(...counted), 'ms');
    report(`${name}: reveal → the last phone has the chart, p50`, quantile(revealed, 0.5), 'ms');
    report(`${name}: reveal → the last phone has the chart, worst of ${QUESTIONS}`, Math.max(...revealed), 'ms');
    report(`${name}: bytes a phone receives per question`, bytes / students / QUESTIONS, 'B');
    report(`${name}: server memory per student (resident)`, rss / students / 1024, 'kB');
  } finally {
    teacherRoom.send('end', {});
    await Promise.all(phones.map((p) => p.room.leave().catch(() => undefined)));
    await teacherRoom.leave().catch(() => undefined);
  }
}

export default async function classLoadBench(report: Report): Promise<void> {
  const { urls, pids, children } = await startServers(false);
  try {
    for (const students of SIZES) await runClass(urls[0]!, pids[0]!, students, report);
  } finally {
    stopServers(children);
  }
}
