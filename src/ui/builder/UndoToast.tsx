/**
 * A toast that says what just happened and offers to take it back: "Undo"
 * restores, "✕" dismisses (the change stays). Used by the builder and by Race
 * mode for destructive actions instead of asking beforehand.
 */
import './undo-toast.css';

export interface UndoToastProps {
  readonly text: string;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
}

export function UndoToast({ text, onUndo, onDismiss }: UndoToastProps) {
  return (
    <div className="undo-toast" role="status" aria-label="What just happened">
      <span>{text}</span>
      <button type="button" className="primary" onClick={onUndo}>
        Undo
      </button>
      <button type="button" aria-label="Dismiss" onClick={onDismiss}>
        ✕
      </button>
    </div>
  );
}
