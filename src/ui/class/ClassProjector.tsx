import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import type { ClassTeacherView } from '../../sim/class-protocol';
import './class.css';

export interface ClassProjectorProps {
  readonly view: ClassTeacherView;
  /** The address students open (the QR code holds it). */
  readonly link: string;
  readonly message: string | null;
  /** Whether "Next" plays out the question just revealed (else the next press asks). */
  readonly canPlayOut: boolean;
  readonly onAsk: () => void;
  readonly onReveal: () => void;
  readonly onNext: () => void;
  readonly onEnd: () => void;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The class on the projector: the code and QR code, students joined, the question's answers, the chart, the summary. */
export function ClassProjector(props: ClassProjectorProps) {
  const { view, link } = props;
  const qr = useMemo(() => renderSVG(link, { border: 2 }), [link]);
  const q = view.question;
  const joined = view.students.length;
  return (
    <section className="class-projector" aria-label="Class">
      <header className={q && view.phase !== 'ended' ? 'class-head compact' : 'class-head'}>
        <div className="class-join">
          <p className="class-join-words">
            Join at <strong>{new URL(link).host}</strong> with the code
          </p>
          <p className="class-code" aria-label="Class code">
            {view.code}
          </p>
          <p className="class-joined" role="status">
            {plural(joined, 'student joined', 'students joined')}
          </p>
        </div>
        {/* The QR code is drawn here from the link (uqr), nothing fetched. */}
        <div className="class-qr" role="img" aria-label="QR code of the link to join" dangerouslySetInnerHTML={{ __html: qr }} />
      </header>

      {view.phase === 'ended' ? (
        <ClassSummary view={view} onDownload={props.onDownload} onClose={props.onClose} />
      ) : (
        <>
          {q ? (
            <div className="class-question">
              <h2>
                Question {q.id}: {q.prompt}
              </h2>
              {q.revealed ? (
                <>
                  {/* The rule first: a long chart scrolls, the rule that decides it stays in sight. */}
                  {q.rule ? <p className="class-rule">Rule {q.rule}</p> : null}
                  <ClassChart choices={q.choices} counts={q.counts} right={q.right} />
                </>
              ) : (
                <p className="class-answered" role="status" aria-label="Answers">
                  {q.answered} of {plural(joined, 'student has', 'students have')} answered
                </p>
              )}
            </div>
          ) : (
            <p className="class-wait">Waiting for the first question. Ask the class about the position on the table.</p>
          )}
          <div className="class-controls" role="group" aria-label="Class controls">
            <button type="button" onClick={props.onAsk} disabled={view.phase === 'asking'} aria-keyshortcuts="PageDown ArrowRight">
              Ask the class
            </button>
            <button type="button" onClick={props.onReveal} disabled={view.phase !== 'asking'} aria-keyshortcuts="PageDown ArrowRight">
              Reveal
            </button>
            <button type="button" onClick={props.onNext} disabled={!props.canPlayOut} aria-keyshortcuts="PageDown ArrowRight">
              Play it out
            </button>
            <button type="button" onClick={props.onEnd} aria-keyshortcuts="End">
              End the class
            </button>
          </div>
          <p className="class-keys muted">Keys: Page Down or → asks, reveals, then plays it out; Page Up or ← goes back a step; End ends the class.</p>
        </>
      )}
      {props.message && (
        <p role="alert" className="class-message">
          {props.message}
        </p>
      )}
    </section>
  );
}

/** The answers per choice as bars; the right choices marked (none: every move was possible). */
export function ClassChart({ choices, counts, right }: { choices: readonly string[]; counts: readonly number[]; right: readonly number[] }) {
  const most = Math.max(1, ...counts);
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <figure className="class-chart" aria-label="Answers per choice">
      <ol>
        {choices.map((c, i) => {
          const isRight = right.includes(i);
          return (
            <li key={i} className={isRight ? 'class-bar right' : 'class-bar'} aria-label={`${c}: ${counts[i] ?? 0}${isRight ? ', the right move' : ''}`}>
              <span className="class-bar-label">
                {isRight ? '✔ ' : ''}
                {c}
              </span>
              <span className="class-bar-track">
                <span className="class-bar-fill" style={{ width: `${((counts[i] ?? 0) / most) * 100}%` }} />
              </span>
              <span className="class-bar-count">{counts[i] ?? 0}</span>
            </li>
          );
        })}
      </ol>
      <figcaption>
        {right.length === 0 ? `Every move was possible here: ${plural(total, 'answer', 'answers')}.` : `✔ marks the lesson’s move: ${right.reduce((s, i) => s + (counts[i] ?? 0), 0)} of ${total} chose it.`}
      </figcaption>
    </figure>
  );
}

function ClassSummary({ view, onDownload, onClose }: { view: ClassTeacherView; onDownload: () => void; onClose: () => void }) {
  return (
    <div className="class-summary" aria-label="Summary of the class">
      <h2>The class in questions</h2>
      {view.summary.length === 0 ? <p>No question was asked.</p> : null}
      <ol>
        {view.summary.map((s) => (
          <li key={s.id}>
            <strong>
              Question {s.id}: {s.prompt}
            </strong>{' '}
            {s.correct === null ? `${plural(s.answered, 'answer', 'answers')}, every move possible.` : `${s.correct} of ${s.answered} right.`}
            {s.commonWrong ? ` The most common wrong answer: “${s.commonWrong.choice}” (${s.commonWrong.count}).` : ''}
            {s.rule && s.correct !== null && s.correct < s.answered ? <span className="class-rule"> The rule it misses: {s.rule}</span> : null}
          </li>
        ))}
      </ol>
      <div className="class-controls">
        <button type="button" onClick={onDownload}>
          Download CSV
        </button>
        <button type="button" onClick={onClose}>
          Close the class
        </button>
      </div>
    </div>
  );
}
