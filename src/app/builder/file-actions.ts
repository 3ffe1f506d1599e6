/** Export, import and share actions of the builder panel. */
import type { StoreApi } from 'zustand/vanilla';
import { oneLine } from '../../track';
import { download, fileNameFor, importTrackText, layoutToJson } from './files';
import { sceneExports } from './scene-bridge';
import { readSharedTrack, shareUrl } from './share';
import type { BuilderStore } from './store';
import { readFileText } from '../read-file';

type Api = StoreApi<BuilderStore>;

export function exportJson(api: Api): void {
  const { layout, say } = api.getState();
  download(new Blob([layoutToJson(layout)], { type: 'application/json' }), fileNameFor(layout, 'json'));
  say(`Exported ${fileNameFor(layout, 'json')}.`);
}

/** Loads a track file; on any problem the current layout stays and the message says what is wrong. */
export async function importFile(api: Api, file: File): Promise<void> {
  const read = await readFileText(file, 'track');
  if (!read.ok) return api.getState().say(read.message, 'error');
  importText(api, read.text, file.name);
}

export function importText(api: Api, text: string, source: string): void {
  const r = importTrackText(text, source);
  const s = api.getState();
  if (!r.ok) return s.say(`${r.error}. Your layout is unchanged.`, 'error');
  if (s.run({ kind: 'load', label: `imported ${r.layout.name} from ${source}`, layout: r.layout })) {
    if (r.migrated) api.getState().setNotice(migrationNotice(source, r.migrated));
    api.getState().frame();
  }
}

/** The builder's words for what a file from an older version lost on the way in. */
export function migrationNotice(source: string, notes: readonly string[]): string {
  return `${source} was made with an older version of Chicane and was brought up to date. ${notes.join(' ')}`;
}

export async function shareLink(api: Api): Promise<void> {
  const { layout, say } = api.getState();
  const r = await shareUrl(layout, window.location.href);
  if (!r.ok) return say(r.message, 'error');
  // The link is not put in this tab's address bar: a reload after further edits would reopen it over them.
  api.setState({ shareLink: r.url });
  let copied = false;
  try {
    await navigator.clipboard.writeText(r.url);
    copied = true;
  } catch {
    // Clipboard access needs a user gesture and permission; the link is shown in the panel anyway.
  }
  say(copied ? 'Share link copied to the clipboard (it is shown under the buttons too).' : 'Share link is shown under the buttons: copy it from there.');
}

/** Opens a layout from `#track=…`; a damaged link is reported and the current layout stays. */
export async function openSharedLink(api: Api, hash: string): Promise<void> {
  const r = await readSharedTrack(hash);
  // A link is opened once: later reloads keep the recipient's edits instead of reopening it.
  clearShareHash(hash);
  const s = api.getState();
  if (!r.ok) return s.say(`${r.error}. Your layout is unchanged.`, 'error');
  const hadWork = s.layout.pieces.length > 0;
  if (s.run({ kind: 'load', label: `opened the shared track ${r.layout.name}`, layout: r.layout })) {
    if (r.migrated) api.getState().setNotice(migrationNotice('The shared track', r.migrated));
    api.getState().frame();
    const name = r.layout.name ?? 'untitled';
    api.getState().offerUndo(hadWork ? `Opened the shared layout “${name}”. Your previous layout is one Undo away.` : `Opened the shared layout “${name}”.`);
  }
}

/** Drops `#track=…` from the address (no new history entry), if it is still the link that was opened. */
function clearShareHash(hash: string): void {
  if (typeof window === 'undefined' || window.location.hash !== hash) return;
  const url = new URL(window.location.href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url.pathname + url.search);
}

export async function exportImage(api: Api, kind: 'png' | 'gltf'): Promise<void> {
  const ex = sceneExports();
  const { layout, say } = api.getState();
  if (!ex) return say('The 3D view is still loading: try again in a moment.', 'error');
  try {
    const blob = kind === 'png' ? await ex.png() : await ex.gltf();
    const name = fileNameFor(layout, kind === 'png' ? 'png' : 'gltf');
    download(blob, name);
    say(`Exported ${name}.`);
  } catch (error) {
    say(oneLine(`Export failed: ${error instanceof Error ? error.message : 'unknown error'}`), 'error');
  }
}
