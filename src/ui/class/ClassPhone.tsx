import { useState } from 'react';
import type { ClassStudentView } from '../../sim/class-protocol';
import { ClassChart } from './ClassProjector';
import './class.css';

export interface ClassPhoneProps {
  readonly phase: 'idle' | 'connecting' | 'in-class' | 'lost';
  readonly view: ClassStudentView | null;
  readonly message: string | null;
  /** The code the link names (the form starts with it). */
  readonly code: string;
  readonly onJoin: (code: string, name: string) => void;
  readonly onAnswer: (choice: number) => void;
}

/** A student's phone: join with the code and a name, wait, answer the question with one press, see the chart. */
export function ClassPhone({ phase, view, message, code: linked, onJoin, onAnswer }: ClassPhoneProps) {
  const [code, setCode] = useState(linked);
  const [name, setName] = useState('');
  const q = view?.question ?? null;
  return (
    <main className="class-phone" aria-label="Your class">
      {phase !== 'in-class' || !view ? (
        <form
          className="class-phone-join"
          onSubmit={(e) => {
            e.preventDefault();
            onJoin(code, name);
          }}
        >
          <h1>Join a class</h1>
          <label>
            Class code
            <input value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={20} />
          </label>
          <label>
            Your name
            <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="given-name" maxLength={60} />
          </label>
          <button type="submit" disabled={phase === 'connecting'}>
            {phase === 'connecting' ? 'Joining…' : 'Join the class'}
          </button>
        </form>
      ) : (
        <>
          <p className="class-phone-who">
            {view.name} · class {view.code}
          </p>
          {view.phase === 'ended' ? (
            <p className="class-phone-big" role="status">
              The class has ended. Thank you!
            </p>
          ) : q === null ? (
            <p className="class-phone-big" role="status">
              You are in. Wait for the teacher’s question.
            </p>
          ) : (
            <section aria-label={`Question ${q.id}`}>
              <h1 className="class-phone-question">{q.prompt}</h1>
              {q.caption && <p className="class-phone-caption">{q.caption}</p>}
              {q.revealed && q.counts ? (
                <>
                  <p role="status" className="class-phone-status">
                    {view.answered === null ? 'You did not answer.' : q.right && q.right.length > 0 ? (q.right.includes(view.answered) ? 'Right!' : 'Not this time.') : 'Every move was possible.'}
                  </p>
                  <ClassChart choices={q.choices} counts={q.counts} right={q.right ?? []} />
                  {q.rule ? <p className="class-rule">Rule {q.rule}</p> : null}
                </>
              ) : view.answered !== null ? (
                <p role="status" className="class-phone-status">
                  Your answer: {q.choices[view.answered]}. Wait for the reveal.
                </p>
              ) : (
                <>
                  <p className="class-phone-hint">Tap your answer: the first tap counts.</p>
                  <div className="class-phone-choices" role="group" aria-label="Choices">
                    {q.choices.map((c, i) => (
                      <button key={i} type="button" onClick={() => onAnswer(i)}>
                        {c}
                      </button>
                    ))}
                  </div>
                </>
              )}
            </section>
          )}
        </>
      )}
      {message && (
        <p role="alert" className="class-message">
          {message}
        </p>
      )}
    </main>
  );
}
