/**
 * Reading a file a person picked or dropped: its size is checked before a
 * byte is read, so a huge file is refused in a sentence instead of freezing
 * the tab, and a read failure is a sentence too.
 */
import { oneLine } from '../track';

/** The largest file of each kind the app reads (a long Start Frei replay is about 0.3 MB). */
export const FILE_LIMITS = {
  track: 2_000_000,
  lesson: 2_000_000,
  replay: 20_000_000,
  scenario: 20_000_000,
  library: 50_000_000,
  rail: 2_000_000,
} as const;

export type FileKind = keyof typeof FILE_LIMITS;

const NAMES: Record<FileKind, string> = { track: 'a track file', lesson: 'a lesson', replay: 'a replay file', scenario: 'a position file', library: 'a library file', rail: 'a rail-map file' };

function size(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export type FileText = { ok: true; text: string } | { ok: false; message: string };

export async function readFileText(file: Pick<File, 'name' | 'size' | 'text'>, kind: FileKind): Promise<FileText> {
  const name = oneLine(file.name, 80);
  const max = FILE_LIMITS[kind];
  if (file.size > max) return { ok: false, message: `“${name}” is ${size(file.size)}; ${NAMES[kind]} is at most ${size(max)}, so it was not opened. Nothing else changed.` };
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    return { ok: false, message: oneLine(`“${name}” could not be read: ${error instanceof Error ? error.message : 'unknown error'}`) };
  }
}
