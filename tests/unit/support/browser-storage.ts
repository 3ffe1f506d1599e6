import { vi } from 'vitest';

/**
 * A browser's local storage and window, as a page has them, for tests of the
 * app's stores (which read their saves once at start-up): call it before the
 * store is imported, and read or clear the returned map.
 */
export function stubBrowserStorage(search = ''): Map<string, string> {
  const data = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
  vi.stubGlobal('window', { localStorage, location: { search, hash: '', href: `http://localhost/${search}` }, addEventListener: () => {} });
  return data;
}
