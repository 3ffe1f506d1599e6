/** Between secret choices of different people: the screen hides the table until the next person takes the device. */
export function HandoffScreen({ name, onReady }: { name: string; onReady: () => void }) {
  return (
    <div className="handoff" role="dialog" aria-modal="true" aria-label="Pass the device">
      <h2>Pass the device to {name}</h2>
      <p>The others look away: {name} chooses a card in secret.</p>
      <button type="button" className="primary" autoFocus onClick={onReady}>
        I am {name} — show my hand
      </button>
    </div>
  );
}
