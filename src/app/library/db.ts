/**
 * The library's storage: one IndexedDB database (through idb, a small,
 * well-kept promise wrapper) with one store of entries. Every failure —
 * storage full, IndexedDB missing or blocked — is a plain sentence.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LibraryEntry } from './entry';

export const DB_NAME = 'chicane-library';
const DB_VERSION = 1;

interface LibrarySchema extends DBSchema {
  entries: { key: string; value: LibraryEntry; indexes: { updated: number } };
}

let db: Promise<IDBPDatabase<LibrarySchema>> | null = null;

function open(): Promise<IDBPDatabase<LibrarySchema>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('this browser has no IndexedDB'));
  db ??= openDB<LibrarySchema>(DB_NAME, DB_VERSION, {
    upgrade(d) {
      const store = d.createObjectStore('entries', { keyPath: 'id' });
      store.createIndex('updated', 'updated');
    },
  }).catch((error: unknown) => {
    db = null;
    throw error;
  });
  return db;
}

/** A storage failure in words. */
export function storageMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError') return 'the browser’s storage is full: nothing was saved (delete old entries or export the library to a file)';
  if (name === 'InvalidStateError' || name === 'SecurityError') return 'the browser does not allow storage here (private mode?): the library is not kept';
  const message = error instanceof Error ? error.message : String(error);
  return `the library could not be reached (${message.slice(0, 120)})`;
}

export type DbResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function attempt<T>(f: (d: IDBPDatabase<LibrarySchema>) => Promise<T>): Promise<DbResult<T>> {
  try {
    return { ok: true, value: await f(await open()) };
  } catch (error) {
    return { ok: false, message: storageMessage(error) };
  }
}

/** Every entry, newest first. */
export const listEntries = () => attempt(async (d) => (await d.getAllFromIndex('entries', 'updated')).reverse());
export const putEntry = (entry: LibraryEntry) => attempt((d) => d.put('entries', entry).then(() => undefined));
export const putEntries = (entries: readonly LibraryEntry[]) =>
  attempt(async (d) => {
    const tx = d.transaction('entries', 'readwrite');
    await Promise.all([...entries.map((e) => tx.store.put(e)), tx.done]);
  });
export const deleteEntry = (id: string) => attempt((d) => d.delete('entries', id));

/** How much the browser lets this site store, when it says. */
export async function quota(): Promise<{ used: number; total: number } | null> {
  try {
    const e = await navigator.storage?.estimate?.();
    return e && e.usage !== undefined && e.quota !== undefined ? { used: e.usage, total: e.quota } : null;
  } catch {
    return null;
  }
}
