import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, readFileText } from '../../../src/app/read-file';

function fakeFile(name: string, size: number, text = '{}') {
  let read = false;
  return {
    file: { name, size, text: () => ((read = true), Promise.resolve(text)) },
    wasRead: () => read,
  };
}

describe('reading a picked file', () => {
  it('refuses a file over the limit of its kind before reading a byte, in one sentence', async () => {
    const f = fakeFile('huge.json', FILE_LIMITS.replay + 1);
    const r = await readFileText(f.file, 'replay');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe('“huge.json” is 20.0 MB; a replay file is at most 20.0 MB, so it was not opened. Nothing else changed.');
    expect(f.wasRead()).toBe(false);
  });
  it('reads a file within the limit', async () => {
    const f = fakeFile('race.json', 1200, '{"format":"chicane-replay"}');
    expect(await readFileText(f.file, 'replay')).toEqual({ ok: true, text: '{"format":"chicane-replay"}' });
  });
  it('says so when the browser cannot read it', async () => {
    const r = await readFileText({ name: 'gone.json', size: 10, text: () => Promise.reject(new Error('NotReadableError')) }, 'track');
    expect(r).toEqual({ ok: false, message: '“gone.json” could not be read: NotReadableError' });
  });
});
