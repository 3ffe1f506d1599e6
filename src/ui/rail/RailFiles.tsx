/** Export, import and share the rail map, start a new empty one, and race it. */
import { useRef, useState } from 'react';
import { emptyRailMap, germanyMap } from '../../rail';
import { exportRailMap, importRailFile, raceThisMap, railEditor, railShareUrl, useRailProblems } from '../../app/rail';

export function RailFiles() {
  const input = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const problems = useRailProblems();
  const share = async () => {
    const r = await railShareUrl(railEditor.getState().map, window.location.href);
    if (!r.ok) return railEditor.getState().say(`No share link: ${r.message}.`, 'error');
    setLink(r.url);
    try {
      await navigator.clipboard.writeText(r.url);
      railEditor.getState().say('Share link copied to the clipboard (it is shown below too).');
    } catch {
      railEditor.getState().say('Share link is shown below: copy it from there.');
    }
  };
  const load = (label: string, map: ReturnType<typeof germanyMap>) => {
    if (railEditor.getState().run({ kind: 'load', label, map })) railEditor.getState().select(null);
  };
  return (
    <section aria-labelledby="rail-files-title" className="rail-files">
      <h2 id="rail-files-title">Map</h2>
      <div className="row">
        <button type="button" className="primary" disabled={problems.length > 0} title={problems.length > 0 ? 'Fix the problems below first' : undefined} onClick={raceThisMap}>
          Race this map
        </button>
        <button type="button" onClick={() => exportRailMap(railEditor)}>
          Export file
        </button>
        <button type="button" onClick={() => input.current?.click()}>
          Import file
        </button>
        <button type="button" onClick={() => void share()}>
          Share link
        </button>
      </div>
      <div className="row">
        <button type="button" onClick={() => load('start an empty map', emptyRailMap('My rail map'))}>
          New empty map
        </button>
        <button type="button" onClick={() => load('bring back the Germany map', germanyMap())}>
          Germany map
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="Rail-map file to import"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void importRailFile(railEditor, f);
        }}
      />
      {link && (
        <label className="rail-link">
          Share link <input readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
      )}
    </section>
  );
}
