/**
 * Start Frei's older replays (versions 1 and 2) as Replay mode opens them: the schema, the embedded track and a
 * re-run, each failure one sentence. (Replays of version 3, any game, are checked in src/app/verify.)
 */
import { parseReplay, verifyReplay, type ReplayLoad } from '../../rules/start-frei/files';

/** The check of a Start Frei replay (v1/v2) as JSON, with the sentence Replay mode shows when it fails. */
export function checkStartFreiReplay(json: unknown): { ok: true; parsed: Extract<ReplayLoad, { ok: true }> } | { ok: false; message: string } {
  const parsed = parseReplay(json);
  if (!parsed.ok) return { ok: false, message: `not a valid Chicane replay: ${parsed.error}` };
  const check = verifyReplay(parsed.replay, parsed.track);
  if (!check.ok) return { ok: false, message: `the replay does not re-run: action ${check.index}: ${check.reason}` };
  return { ok: true, parsed };
}

/** A Start Frei replay through its schema only, for a text a worker has already checked in full. */
export function parsedReplay(json: unknown): { ok: true; parsed: Extract<ReplayLoad, { ok: true }> } | { ok: false; message: string } {
  const parsed = parseReplay(json);
  return parsed.ok ? { ok: true, parsed } : { ok: false, message: `not a valid Chicane replay: ${parsed.error}` };
}
