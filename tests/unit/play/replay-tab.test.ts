import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReplayTab } from '../../../src/app/play/replay-tab';
import { playReplayFile } from '../../../src/app/play/replay-file';
import { botPlayback } from './bot-playback';

afterEach(() => vi.unstubAllGlobals());

describe('the Replay tab opens what the person chose last', () => {
  it('a file opened while the demo is still on its way stays open when the demo arrives', async () => {
    const demo = readFileSync('public/replays/the-oval-seed-1.json', 'utf8');
    let arrive: (text: string) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise((resolve) => (arrive = (text) => resolve({ ok: true, text: async () => text }))));
    const loading = useReplayTab.getState().openUrl('/replays/the-oval-seed-1.json', 'The demo');
    const mine = botPlayback('formula-1', 4, 2);
    const text = JSON.stringify(playReplayFile(mine.frames.at(-1)!));
    useReplayTab.getState().openText(text, 'mine.json');
    expect(useReplayTab.getState().sourceName).toBe('mine.json');
    arrive(demo);
    await loading;
    const s = useReplayTab.getState();
    expect(s.sourceName).toBe('mine.json');
    expect(s.watching!.frames.length).toBe(mine.frames.length);
    expect(s.watching!.frames[0]!.game.id).toBe('formula-1');
  });

  it('the demo opens when nothing else was asked for meanwhile', async () => {
    const demo = readFileSync('public/replays/the-oval-seed-1.json', 'utf8');
    vi.stubGlobal('fetch', async () => ({ ok: true, text: async () => demo }));
    await useReplayTab.getState().openUrl('/replays/the-oval-seed-1.json', 'The demo');
    expect(useReplayTab.getState().sourceName).toBe('The demo');
    expect(useReplayTab.getState().watching!.frames[0]!.game.id).toBe('start-frei');
  });
});
