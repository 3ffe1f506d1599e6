import { useBuilder } from '../../app/builder';

/** Outcome of the last action, read out by screen readers: errors as alerts, the rest politely; what a migrated file lost stays until dismissed. */
export function Announcer() {
  const message = useBuilder((s) => s.message);
  const storageError = useBuilder((s) => s.storageError);
  const storageNote = useBuilder((s) => s.storageNote);
  const notice = useBuilder((s) => s.notice);
  const setNotice = useBuilder((s) => s.setNotice);
  return (
    <div className="announcer">
      {notice && (
        <p role="status" className="msg notice" data-testid="migration-notice">
          {notice}{' '}
          <button type="button" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </p>
      )}
      {storageError && (
        <p role="alert" className="msg error" data-testid="storage-error">
          {storageError}
        </p>
      )}
      {storageNote && !storageError && (
        <p role="status" className="msg notice" data-testid="storage-note">
          {storageNote}
        </p>
      )}
      <p role="alert" className="msg error" data-testid="error-message">
        {message?.tone === 'error' ? message.text : ''}
      </p>
      <p role="status" aria-live="polite" className="msg info" data-testid="info-message">
        {message?.tone === 'info' ? message.text : ''}
      </p>
    </div>
  );
}
