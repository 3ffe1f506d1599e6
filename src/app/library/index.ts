/** The library: layouts, races and lessons kept in the browser (IndexedDB). */
export { useLibrary, filterEntries, parseLibraryText, entryProblem, type LibraryState, type LibraryParse } from './store';
export { ENTRY_KINDS, KIND_LABELS, LIBRARY_FORMAT, LIBRARY_VERSION, NAME_CHARS, thumbnailOf, type EntryKind, type LibraryEntry } from './entry';
export { DB_NAME, storageMessage } from './db';
export { inProgressItems, type InProgressItem, type InProgressKey, type InProgressInput } from './in-progress';
