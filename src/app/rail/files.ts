/** Export, import and share of the rail map: every load goes through the rail-map schema; a bad file changes nothing. */
import type { StoreApi } from 'zustand/vanilla';
import { parseRailMapFile, parseRailMapText, railMapText, type RailMap } from '../../rail';
import { oneLine } from '../../track';
import { readFileText } from '../read-file';
import { decodeShare, encodeShare } from '../share-link';
import { download } from '../builder/files';
import { hasSharedRailMap, RAIL_SHARE_PREFIX } from './choice';
import type { RailEditorStore } from './store';

type Api = StoreApi<RailEditorStore>;

export function railFileName(map: RailMap): string {
  const base = map.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'rail-map'}.rail.json`;
}

export function exportRailMap(api: Api): void {
  const { map, say } = api.getState();
  download(new Blob([railMapText(map)], { type: 'application/json' }), railFileName(map));
  say(`Exported ${railFileName(map)}.`);
}

/** Loads a rail-map file's text; on a problem the map stays and the message says what is wrong and where. */
export function importRailText(api: Api, text: string, source: string): void {
  const r = parseRailMapText(text);
  const s = api.getState();
  const from = oneLine(source, 80);
  if (!r.ok) return s.say(`“${from}” was not opened: ${r.error}. Your map is unchanged.`, 'error');
  if (s.run({ kind: 'load', label: `open ${r.map.name} from ${from}`, map: r.map })) {
    api.getState().select(null);
    api.getState().say(`Opened “${r.map.name}” from ${from}. Your previous map is one Undo away.`);
  }
}

export async function importRailFile(api: Api, file: File): Promise<void> {
  const read = await readFileText(file, 'rail');
  if (!read.ok) return api.getState().say(read.message, 'error');
  importRailText(api, read.text, file.name);
}

export async function railShareUrl(map: RailMap, base: string): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const enc = await encodeShare(map);
  if (!enc.ok) return { ok: false, message: enc.message.replace('the layout', 'the rail map') };
  const url = new URL(base);
  url.hash = RAIL_SHARE_PREFIX.slice(1) + enc.text;
  return { ok: true, url: url.toString() };
}

/** Opens a map from `#rail=…` once (the hash is dropped after), as one Undo step; a damaged link is reported and the map stays. */
export async function openSharedRailMap(api: Api, hash: string): Promise<void> {
  if (!hasSharedRailMap(hash)) return;
  const dec = await decodeShare(hash.slice(RAIL_SHARE_PREFIX.length));
  if (typeof window !== 'undefined' && window.location.hash === hash) {
    const url = new URL(window.location.href);
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }
  const s = api.getState();
  if (!dec.ok) return s.say(`The shared rail map was not opened: ${dec.message}. Your map is unchanged.`, 'error');
  const r = parseRailMapFile(dec.value);
  if (!r.ok) return s.say(`The shared rail map was not opened: ${r.error}. Your map is unchanged.`, 'error');
  if (s.run({ kind: 'load', label: `open the shared map ${r.map.name}`, map: r.map })) {
    api.getState().select(null);
    api.getState().say(`Opened the shared rail map “${r.map.name}”. Your previous map is one Undo away.`);
  }
}
