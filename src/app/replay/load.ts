/**
 * Opening a replay: text → JSON → the replay schema (src/sim) → the embedded
 * track → a full re-run that checks every action and state hash. Any failure
 * is one clear message; nothing is half-loaded.
 */
import { checkStartFreiReplay, parsedReplay } from '../../games/start-frei/replay-check';
import { oneLine, parseJsonText } from '../../track';
import { createSession, type ReplaySession } from './session';
import { SeekError } from './seeker';

export type OpenResult = { ok: true; session: ReplaySession } | { ok: false; message: string };

/** `verified`: the same text already passed the full check (off the main thread, src/app/verify); only the schema runs again. */
export function openReplayJson(json: unknown, every?: number, verified = false): OpenResult {
  const checked = verified ? parsedReplay(json) : checkStartFreiReplay(json);
  if (!checked.ok) return checked;
  const { parsed } = checked;
  try {
    return { ok: true, session: createSession(parsed.replay, parsed.track, every) };
  } catch (error) {
    if (error instanceof SeekError) return { ok: false, message: `the replay does not re-run: ${error.message}` };
    return { ok: false, message: `the replay could not be opened: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Parses the text of a file; a JSON syntax error names the file. */
export function openReplayText(text: string, name = 'the file', every?: number, verified = false): OpenResult {
  // A byte-order mark is dropped; a syntax error is one short line (the shared parse of src/track).
  const json = parseJsonText(text, 'the replay file');
  if (!json.ok) return { ok: false, message: oneLine(`${name}: ${json.error}`) };
  try {
    const r = openReplayJson(json.value, every, verified);
    return r.ok ? r : { ok: false, message: oneLine(`${name}: ${r.message}`) };
  } catch (error) {
    // Every load path reports whatever a load throws as a load error.
    return { ok: false, message: oneLine(`${name} could not be opened: ${error instanceof Error ? error.message : 'an unknown error'}`) };
  }
}

/** Demo replays shipped in public/replays/ (written by the CLI). */
export const DEMO_REPLAYS: readonly { readonly url: string; readonly label: string }[] = [{ url: '/replays/the-oval-seed-1.json', label: 'The Oval, 4 bots (seed 1)' }];
