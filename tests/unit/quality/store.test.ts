import { beforeEach, describe, expect, it, vi } from 'vitest';

// A browser's storage, as a page has it; each store reads its save once when made.
const data = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, String(v)),
  removeItem: (k: string) => void data.delete(k),
  clear: () => data.clear(),
};
vi.stubGlobal('window', { localStorage, location: { search: '', hash: '', href: 'http://localhost/' }, addEventListener: () => {} });

const { createQualityStore, readSavedQuality, QUALITY_STORAGE_KEY } = await import('../../../src/app/quality/store');

describe('quality choice store', () => {
  beforeEach(() => data.clear());

  it('starts at Auto, drawing at High, with nothing saved', () => {
    const s = createQualityStore().getState();
    expect([s.choice, s.level, s.autoLevel, s.note]).toEqual(['auto', 'high', 'high', null]);
  });

  it('keeps a choice across a reload', () => {
    createQualityStore().getState().choose('low');
    const again = createQualityStore().getState();
    expect(again.choice).toBe('low');
    expect(again.level).toBe('low');
  });

  it("remembers where Auto settled, so the next visit starts there", () => {
    const store = createQualityStore();
    store.getState().drawnAt('medium');
    store.getState().drawnAt('low');
    expect(store.getState().level).toBe('low');
    const again = createQualityStore().getState();
    expect([again.choice, again.level, again.autoLevel]).toEqual(['auto', 'low', 'low']);
  });

  it('a level drawn under ?render=low or under a fixed choice is shown but not remembered as Auto’s', () => {
    const store = createQualityStore();
    store.getState().drawnAt('low', false);
    expect(store.getState().level).toBe('low');
    expect(createQualityStore().getState().autoLevel).toBe('high');
    store.getState().choose('medium');
    store.getState().drawnAt('medium');
    store.getState().choose('auto');
    expect(createQualityStore().getState().autoLevel).toBe('high');
  });

  it.each([
    ['not JSON', '{oops', 'not readable'],
    ['an unknown choice', JSON.stringify({ version: 1, choice: 'ultra', autoLevel: 'high' }), 'not one Chicane knows'],
    ['a future version', JSON.stringify({ version: 2, choice: 'low', autoLevel: 'low' }), 'not one Chicane knows'],
    ['a list', '[]', 'not one Chicane knows'],
  ])('a saved value that is %s gives Auto and a one-line note', (_what, text, words) => {
    data.set(QUALITY_STORAGE_KEY, text);
    const s = createQualityStore().getState();
    expect(s.choice).toBe('auto');
    expect(s.note).toContain(words);
    expect(s.note!.split('\n')).toHaveLength(1);
    expect(readSavedQuality(text).saved.choice).toBe('auto');
  });

  it('says so in one line when the browser refuses to save', () => {
    const store = createQualityStore();
    const setItem = localStorage.setItem;
    localStorage.setItem = () => {
      throw new Error('quota');
    };
    try {
      store.getState().choose('medium');
    } finally {
      localStorage.setItem = setItem;
    }
    expect(store.getState().choice).toBe('medium');
    expect(store.getState().note).toMatch(/^The quality choice is kept until the page is closed: browser storage failed/);
  });

  it('antialiasing under Auto: off until this machine draws High fast, then remembered; dropped again when Auto falls back to Low', () => {
    const store = createQualityStore();
    expect(store.getState().smooth).toBe(false);
    store.getState().provedSmooth();
    expect(store.getState().smooth).toBe(true);
    expect(createQualityStore().getState().smooth).toBe(true);
    store.getState().drawnAt('medium');
    expect(createQualityStore().getState().smooth).toBe(true);
    store.getState().drawnAt('low');
    expect(store.getState().smooth).toBe(false);
    expect(createQualityStore().getState().smooth).toBe(false);
  });

  it('reads a save of an older version (without the antialiasing flag) as not yet proven', () => {
    const r = readSavedQuality(JSON.stringify({ version: 1, choice: 'auto', autoLevel: 'high' }));
    expect(r.note).toBeNull();
    expect(r.saved.smooth).toBeUndefined();
    data.set(QUALITY_STORAGE_KEY, JSON.stringify({ version: 1, choice: 'auto', autoLevel: 'high' }));
    expect(createQualityStore().getState().smooth).toBe(false);
  });
});
