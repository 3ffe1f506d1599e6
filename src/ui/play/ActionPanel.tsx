import { useEffect, useRef } from 'react';
import { usePlayStore } from '../../app/play/play-store';
import { botActors, handoffTo, humanToAct, namesOf, remoteActors, type PlaySession } from '../../app/play/session';
import { namesList } from '../../app/play/session';
import { actionGroups } from '../../app/play/choices';
import { possessive } from '../words';
import { TakeBack } from './TakeBack';

/** What the person to act decides now: the prompt and the choices; or the hand-over; or who is thinking. */
export function ActionPanel({ session }: { session: PlaySession }) {
  const holder = usePlayStore((s) => s.holder);
  const names = namesOf(session);
  const who = humanToAct(session, holder);
  // Bots here, and at an online table every other seat (its moves come from the table's server).
  const thinking = [...botActors(session), ...remoteActors(session)].sort((a, b) => a - b);
  const handoff = handoffTo(session, holder);
  const box = useRef<HTMLElement | null>(null);
  // Each new decision (its prompt, the top of it) or hand-over is brought into view: after a choice low in a long list the panel stays scrolled
  // down, and the next person's first choice, or the hand-over button, would sit above or below the fold.
  const moves = session.moves.length;
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [who, handoff, moves]);
  if (who === null) {
    return (
      <>
        <p className="whose-turn" role="status">
          {thinking.length === 0 ? 'Waiting for the table…' : `${namesList(thinking.map((s) => names[s]!))} ${thinking.length === 1 && names[thinking[0]!] !== 'You' ? 'is' : 'are'} thinking…`}
        </p>
        <TakeBack session={session} />
      </>
    );
  }
  if (handoff !== null) {
    const name = names[handoff]!;
    return (
      <div className="play-handoff" role="group" aria-label="Pass the device" ref={(el) => void (box.current = el)}>
        <h2>Hand the device to {name}</h2>
        <p>The others look away: {name} chooses in secret.</p>
        <button type="button" className="primary big" onClick={() => usePlayStore.getState().takeDevice(handoff)}>
          I am {name}: show my choices
        </button>
      </div>
    );
  }
  let prompt = `${names[who]}, your move.`;
  try {
    if (session.client) prompt = session.client.prompt(session.state, who);
  } catch {
    // The plain prompt stays.
  }
  const Choices = session.client?.Choices;
  const list = Choices ? [] : actionGroups(session, who);
  return (
    <div className="play-actions" role="group" aria-label={`${possessive(names[who] ?? '')} choices`}>
      <p className="whose-turn" role="status" ref={(el) => void (box.current = el)}>
        {prompt}
      </p>
      {Choices ? (
        <div className="play-own-choices">
          <Choices state={session.state} seat={who} legal={session.game.legalActions(session.state, who)} act={(action: { readonly type: string }) => usePlayStore.getState().act(who, action)} />
        </div>
      ) : (
        list.map((g) => (
        <div key={g.title} className="play-group" role="group" aria-label={g.title || 'Choices'}>
          {g.title && <h3>{g.title}</h3>}
          <div className="play-buttons">
            {g.choices.map((c, i) => (
              <button key={i} type="button" className="play-choice" onClick={() => usePlayStore.getState().act(who, c.action)}>
                {c.label}
              </button>
            ))}
          </div>
        </div>
        ))
      )}
      {/* The next action comes first and largest; taking a move back is smaller and after it. */}
      <TakeBack session={session} />
      {thinking.length > 0 && (
        <p className="hint">
          Meanwhile {namesList(thinking.map((s) => names[s]!))} {thinking.length === 1 ? 'chooses' : 'choose'} too.
        </p>
      )}
    </div>
  );
}
