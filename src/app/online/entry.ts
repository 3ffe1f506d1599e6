/**
 * Whether Play shows the online screens (issue 31), kept apart from the
 * online store so the first load stays small: the store and `@colyseus/sdk`
 * load only once the online screens open. They open from "Play online", from
 * a table's link (`?table=CODE`), and after a reload at a table (this tab
 * keeps the table's reconnection token, online-store.ts).
 */
import { create } from 'zustand';

/** The link's parameter naming a table: `?table=CODE`. */
export const TABLE_PARAM = 'table';
/** Where this tab keeps its table's reconnection token (per tab: a second tab is another player). */
export const RECONNECT_KEY = 'chicane.online.reconnect';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The table code of the page's link, or null. */
export function linkedCode(search: string): string | null {
  const code = new URLSearchParams(search).get(TABLE_PARAM);
  return code ? code.slice(0, 20) : null;
}

/** Whether this tab sat at a table before a reload (it then takes its seat back). */
export function hasTableToResume(): boolean {
  return Boolean(tabStorage()?.getItem(RECONNECT_KEY));
}

/** Whether the page opens at an online table: by its link, or after a reload at one. */
export function onlineAtStart(): boolean {
  if (typeof window === 'undefined') return false;
  return linkedCode(window.location.search) !== null || hasTableToResume();
}

export interface OnlineEntry {
  readonly open: boolean;
  /** The code of the table the link names (the join form starts with it). */
  readonly code: string | null;
  openOnline(): void;
  closeOnline(): void;
}

export const useOnlineEntry = create<OnlineEntry>()((set) => ({
  open: onlineAtStart(),
  code: typeof window === 'undefined' ? null : linkedCode(window.location.search),
  openOnline: () => set({ open: true }),
  closeOnline: () => set({ open: false, code: null }),
}));

/** The address of a table for others to open: this page with `?table=CODE` (and nothing else of its query). */
export function tableLink(code: string): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set(TABLE_PARAM, code);
  return url.toString();
}
