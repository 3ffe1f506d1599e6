/**
 * The autosaved builder session: the undo history (base layout, commands,
 * undo position) and the camera. Restoring re-validates everything through
 * the schemas, so a damaged or outdated save is refused with a message.
 */
import { z } from 'zod';
import { parseTrackFile, type Layout } from '../../track';
import { restoreHistory, saveHistory, type History } from '../history';
import { applyCommand, commandSchema, type BuilderCommand } from './commands';

export const SESSION_KEY = 'chicane.builder.session';
const SESSION_VERSION = 1;

const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
export const cameraSchema = z.object({ position: vec3, target: vec3 });
export type CameraPose = z.output<typeof cameraSchema>;

const sessionSchema = z.object({
  version: z.literal(SESSION_VERSION),
  base: z.unknown(),
  commands: z.array(commandSchema),
  index: z.number().int().min(0),
  camera: cameraSchema.nullable(),
});

export type BuilderHistory = History<Layout, BuilderCommand>;

export function serialiseSession(history: BuilderHistory, camera: CameraPose | null): string {
  return JSON.stringify({ version: SESSION_VERSION, ...saveHistory(history), camera });
}

export type Restored =
  | { ok: true; history: BuilderHistory; camera: CameraPose | null; dropped: number; migrated?: readonly string[] }
  | { ok: false; message: string };

export function restoreSession(text: string): Restored {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the autosaved layout is damaged (not JSON): starting from the default track' };
  }
  const parsed = sessionSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'the autosaved session is from another version or damaged: starting from the default track' };
  const base = parseTrackFile(parsed.data.base);
  if (!base.ok) return { ok: false, message: `the autosaved layout does not load (${base.error}): starting from the default track` };
  const { history, dropped } = restoreHistory<Layout, BuilderCommand>({ base: base.layout, commands: parsed.data.commands, index: parsed.data.index }, applyCommand);
  return { ok: true, history, camera: parsed.data.camera, dropped, ...(base.migrated ? { migrated: base.migrated } : {}) };
}
