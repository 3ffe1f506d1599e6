/**
 * Browser storage that reports failures instead of swallowing them: quota
 * exceeded, storage disabled (private mode), or no storage at all.
 */
export type StorageResult<T> = { ok: true; value: T } | { ok: false; message: string };

function describe(error: unknown): string {
  if (error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)) {
    return 'browser storage is full: the layout was not saved (export it to a file to keep it)';
  }
  if (error instanceof DOMException && error.name === 'SecurityError') {
    return 'browser storage is disabled (private mode?): changes are not saved across reloads';
  }
  return `browser storage failed: ${error instanceof Error ? error.message : String(error)}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function saveText(key: string, text: string): StorageResult<void> {
  const s = storage();
  if (!s) return { ok: false, message: 'browser storage is not available: changes are not saved across reloads' };
  try {
    s.setItem(key, text);
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, message: describe(error) };
  }
}

export function loadText(key: string): StorageResult<string | null> {
  const s = storage();
  if (!s) return { ok: false, message: 'browser storage is not available: nothing was restored' };
  try {
    return { ok: true, value: s.getItem(key) };
  } catch (error) {
    return { ok: false, message: describe(error) };
  }
}
