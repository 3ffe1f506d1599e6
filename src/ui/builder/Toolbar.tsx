import { useRef } from 'react';
import { builderStore, edits, fileActions, PRESET_NAMES, presetTitle, useBuilder } from '../../app/builder';

/** Undo/redo, view, helpers and files: every button has a name and a shortcut where there is one. */
export function Toolbar() {
  const canUndo = useBuilder((s) => s.canUndo);
  const shared = useBuilder((s) => s.shareLink);
  const canRedo = useBuilder((s) => s.canRedo);
  const topDown = useBuilder((s) => s.topDown);
  const s = builderStore.getState();
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="toolbar" role="toolbar" aria-label="Builder tools">
      <div className="group">
        <button type="button" onClick={() => s.undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={() => s.redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          Redo
        </button>
        <button type="button" onClick={() => void edits.closeLoop(builderStore)} aria-keyshortcuts="L">
          Close the loop
        </button>
        <button type="button" onClick={() => void edits.randomize(builderStore, Date.now() % 2147483647)}>
          Random valid track
        </button>
      </div>
      <div className="group">
        <button type="button" aria-pressed={topDown} onClick={() => s.toggleTopDown()} aria-keyshortcuts="T">
          Top view
        </button>
        <button type="button" onClick={() => s.frame()} aria-keyshortcuts="Home">
          Frame all
        </button>
        <button type="button" onClick={() => s.setHelp(true)} aria-keyshortcuts="?">
          Help (?)
        </button>
      </div>
      <div className="group">
        <select
          aria-label="Open a preset layout"
          value=""
          onChange={(e) => {
            if (e.target.value) void edits.openPreset(builderStore, e.target.value);
          }}
        >
          <option value="">Presets…</option>
          {PRESET_NAMES.map((n) => (
            <option key={n} value={n}>
              {presetTitle(n)}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => file.current?.click()}>
          Import JSON
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Track file to import"
          data-testid="import-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void fileActions.importFile(builderStore, f);
            e.target.value = '';
          }}
        />
        <button type="button" onClick={() => fileActions.exportJson(builderStore)}>
          Export JSON
        </button>
        <button type="button" onClick={() => void fileActions.shareLink(builderStore)}>
          Share link
        </button>
        {shared && <input className="share-link" aria-label="The share link" readOnly value={shared} onFocus={(e) => e.target.select()} />}
        <button type="button" onClick={() => void fileActions.exportImage(builderStore, 'png')}>
          PNG top view
        </button>
        <button type="button" onClick={() => void fileActions.exportImage(builderStore, 'gltf')}>
          glTF
        </button>
      </div>
    </div>
  );
}
