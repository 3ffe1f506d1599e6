import { useRef } from 'react';
import { DEMO_REPLAYS, useReplayStore } from '../../app/replay';
import { readFileText } from '../../app/read-file';

/** Open a replay: a demo, a file from disk (drag and drop works anywhere in Replay mode). */
export function OpenReplay() {
  const openUrl = useReplayStore((s) => s.openUrl);
  const openText = useReplayStore((s) => s.openText);
  const loading = useReplayStore((s) => s.loading);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="open-replay">
      {DEMO_REPLAYS.map((d) => (
        <button key={d.url} type="button" disabled={loading} onClick={() => void openUrl(d.url, d.label)}>
          Demo: {d.label}
        </button>
      ))}
      <button type="button" onClick={() => input.current?.click()}>
        Open replay file…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label="Replay file"
        hidden
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const read = await readFileText(file, 'replay');
          if (read.ok) openText(read.text, file.name);
          else useReplayStore.setState({ error: read.message });
        }}
      />
      {loading ? (
        <p className="hint" role="status">
          Checking the replay: every move is played again to make sure it is genuine…
        </p>
      ) : (
        <p className="hint">…or drop a replay file onto the table.</p>
      )}
    </div>
  );
}
