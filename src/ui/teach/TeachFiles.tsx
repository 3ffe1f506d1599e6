import { useEffect, useMemo, type ChangeEvent } from 'react';
import { scenarioFileOf, useTeachStore, type TeachPosition } from '../../app/teach';
import { readFileText } from '../../app/read-file';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-') || 'game';

/** Save the position as a scenario file, open one, or start the game again from its set-up. */
export function TeachFiles({ position }: { position: TeachPosition }) {
  const frame = position.frames[0]!;
  const url = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(scenarioFileOf(position), null, 1)], { type: 'application/json' })), [position]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const name = `chicane-${slug(frame.game.title)}-${position.step === 0 ? 'start' : `move-${position.step}`}.json`;
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const read = await readFileText(file, 'scenario');
    if (!read.ok) return void useTeachStore.setState({ error: read.message });
    useTeachStore.getState().openFile(read.text, file.name);
  };
  return (
    <section aria-label="Position file" className="learn-file teach-files">
      <div className="row wrap">
        <a className="button" href={url} download={name}>
          Save the position
        </a>
        <label className="button">
          Open a position file <input type="file" accept=".json,application/json" aria-label="Open a position file" onChange={(e) => void onFile(e)} />
        </label>
        <button type="button" onClick={() => useTeachStore.getState().openGame(frame.game.id)}>
          Start again from the set-up
        </button>
      </div>
    </section>
  );
}
