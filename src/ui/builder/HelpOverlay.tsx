import { useEffect, useRef } from 'react';
import { useBuilder } from '../../app/builder';
import { SHORTCUTS } from './shortcuts';

/** The list of keyboard shortcuts (press ?), a modal dialog closed with Escape or its button. */
export function HelpOverlay() {
  const open = useBuilder((s) => s.helpOpen);
  const setHelp = useBuilder((s) => s.setHelp);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="help-backdrop" onClick={() => setHelp(false)}>
      <div role="dialog" aria-modal="true" aria-labelledby="help-title" className="help" onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title">Keyboard shortcuts</h2>
        <table>
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.keys}>
                <th scope="row">
                  <kbd>{s.keys}</kbd>
                </th>
                <td>{s.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>Mouse: left button orbits, right button pans, the wheel zooms. Click a pulsing marker to attach the palette piece; click a piece to select it.</p>
        <button ref={close} type="button" onClick={() => setHelp(false)}>
          Close help
        </button>
      </div>
    </div>
  );
}
