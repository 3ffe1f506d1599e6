import { useBuilder } from '../../app/builder';

/** Outcome of the last action, read out by screen readers: errors as alerts, the rest politely. */
export function Announcer() {
  const message = useBuilder((s) => s.message);
  const storageError = useBuilder((s) => s.storageError);
  return (
    <div className="announcer">
      {storageError && (
        <p role="alert" className="msg error" data-testid="storage-error">
          {storageError}
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
