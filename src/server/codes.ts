/**
 * What the server's rooms share about their codes and the actions clients
 * send: a room code no other room holds (an online table's, a class's), and
 * a client's action as canonical JSON to find among the legal ones.
 */
import { randomInt } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { canonicalJson } from '../rules/core';
import { CODE_ALPHABET, CODE_LENGTH } from '../sim';

/** A random room code that no room holds now; `what` names the room in the error when none is found ("table"). */
export async function freeCode(what: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    const taken = await matchMaker.query({ roomId: code });
    if (taken.length === 0) return code;
  }
  throw new Error(`no free ${what} code: try again`);
}

/** The canonical JSON of a client's action, or null for anything that is not plain bounded JSON. */
export function actionKey(action: unknown): string | null {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return null;
  try {
    const text = JSON.stringify(action);
    if (text === undefined || text.length > 10_000) return null;
    return canonicalJson(JSON.parse(text));
  } catch {
    return null;
  }
}
