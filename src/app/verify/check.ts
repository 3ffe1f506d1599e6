/**
 * The full check of a replay file's text — parse, schema, board, and a re-run
 * of every move against the recorded hashes — as one pure function, so the
 * app can run it in a Web Worker (verify.worker.ts) for a large file and the
 * same code inline for a small one.
 */
import { checkOlderReplay, GAME_REPLAY_VERSION, loadGameReplay, verifyGameReplay, type GameReplayLoad } from '../../sim';
import { oneLine, parseJsonText } from '../../track';

export type VerifyKind = 'replay';

export type Verdict = { readonly ok: true; readonly moves: number } | { readonly ok: false; readonly message: string };

export interface VerifyRequest {
  readonly id: number;
  readonly kind: VerifyKind;
  readonly text: string;
  readonly name: string;
}

export type VerifyResponse = Verdict & { readonly id: number };

/** The check of a v3 replay's text (any game), with the sentence the shell shows when it fails. */
export function checkGameReplayText(text: string, fileName: string, verified = false): { ok: true; load: Extract<GameReplayLoad, { ok: true }> } | { ok: false; message: string } {
  const load = loadGameReplay(text);
  if (!load.ok) {
    if (load.error.startsWith('game:')) return { ok: false, message: `“${fileName}” is a replay of a game this version of Chicane cannot play yet.` };
    return { ok: false, message: `“${fileName}” is not a replay this version of Chicane can show (it may be damaged, or from an older version: Start Frei's older replays open in Replay mode).` };
  }
  if (verified) return { ok: true, load };
  const verdict = verifyGameReplay(load);
  if (!verdict.ok) return { ok: false, message: `“${fileName}” does not check out: ${verdict.index > 0 ? `move ${verdict.index} does not follow from the ones before` : 'its set-up was changed'}, so it is not shown.` };
  return { ok: true, load };
}

/** Checks a replay of any version: a game's own older replay (Start Frei's v1/v2) or a v3 replay of any game. Never throws. */
export function verifyReplayText(text: string, name: string): Verdict {
  try {
    const json = parseJsonText(text, 'the replay file');
    if (!json.ok) return { ok: false, message: oneLine(`${name}: ${json.error}`) };
    const version = typeof json.value === 'object' && json.value !== null ? (json.value as { version?: unknown }).version : undefined;
    if (version === GAME_REPLAY_VERSION) {
      const r = checkGameReplayText(text, name);
      return r.ok ? { ok: true, moves: r.load.log.moves.length } : { ok: false, message: oneLine(r.message) };
    }
    // A game's own older replay (Start Frei's v1/v2), through the registry's migration of older files.
    const { read } = checkOlderReplay(json.value);
    if (read.ok) return { ok: true, moves: read.actions };
    const message = read.kind === 'malformed' ? `not a valid Chicane replay: ${read.error}` : `the replay does not re-run: action ${read.index}: ${read.reason}`;
    return { ok: false, message: oneLine(`${name}: ${message}`) };
  } catch (error) {
    return { ok: false, message: oneLine(`${name} could not be checked: ${error instanceof Error ? error.message : 'an unknown error'}`) };
  }
}

export function runVerify(request: VerifyRequest): VerifyResponse {
  switch (request.kind) {
    case 'replay':
      return { id: request.id, ...verifyReplayText(request.text, request.name) };
  }
}
