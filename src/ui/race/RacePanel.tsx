import { legalFor, needsHandoff, useRaceStore, whoActs } from '../../app/race';
import type { Action } from '../../rules/start-frei';
import { SetupForm } from './SetupForm';
import { HandOfCards } from '../../games/start-frei/HandOfCards';
import { TurnChoices } from '../../games/start-frei/TurnChoices';
import { PitChoices } from '../../games/start-frei/PitChoices';
import { LayChoices } from '../../games/start-frei/LayChoices';
import { EndScreen } from './EndScreen';
import { RaceLog } from './RaceLog';
import { BotControls } from './BotControls';
import { TakeBack } from './TakeBack';
import { UndoToast } from '../builder/UndoToast';

/** Race mode's side panel: set-up, then the choices of whoever must act, the log and the end screen. */
export function RacePanel() {
  const state = useRaceStore((s) => s.state);
  const seats = useRaceStore((s) => s.setup.seats);
  const holder = useRaceStore((s) => s.holder);
  const error = useRaceStore((s) => s.error);
  const abandoned = useRaceStore((s) => s.abandoned);
  const saveNote = useRaceStore((s) => s.saveNote);
  const act = (a: Action) => useRaceStore.getState().act(a);
  let body;
  if (!state) body = <SetupForm />;
  else if (state.phase === 'over') body = <EndScreen state={state} />;
  else {
    const who = whoActs(state);
    const human = seats[who]?.kind === 'human';
    const legal = human ? legalFor(state, who) : [];
    const hidden = needsHandoff(state, seats, holder) !== null;
    body = (
      <>
        <p className="whose-turn" role="status">
          Pass {state.pass} · section {state.section}/6 · {human ? `${state.names[who]} to act` : `${state.names[who]} (bot) is thinking…`}
        </p>
        {human && !hidden && state.phase === 'choose' && <HandOfCards state={state} player={who} legal={legal} onAct={act} />}
        {human && state.phase === 'turn' && <TurnChoices state={state} legal={legal} onAct={act} />}
        {human && state.phase === 'pit' && <PitChoices state={state} player={who} legal={legal} onAct={act} />}
        {human && state.phase === 'lay' && <LayChoices state={state} legal={legal} onAct={act} />}
        {/* The next action first and largest; taking a move back is smaller and after it. */}
        <TakeBack />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {saveNote && <p className="hint">{saveNote}</p>}
        <BotControls />
        <RaceLog names={state.names} />
        <button type="button" onClick={() => useRaceStore.getState().quit()}>
          Abandon the race
        </button>
      </>
    );
  }
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby="tab-race" className="panel race-panel">
      <h1>Race</h1>
      {body}
      {abandoned && (
        <UndoToast
          text={`Race abandoned (${abandoned.snapshot.actions.length === 1 ? '1 move' : `${abandoned.snapshot.actions.length} moves`} made).`}
          onUndo={() => useRaceStore.getState().undoAbandon()}
          onDismiss={() => useRaceStore.getState().forgetAbandoned()}
        />
      )}
    </section>
  );
}
