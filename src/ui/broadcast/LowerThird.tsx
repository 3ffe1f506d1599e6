import type { Moment } from '../../app/broadcast';

/** The lower-third caption: the latest moment of the race in one sentence, with the colour of the car it is about. */
export function LowerThird({ caption, colours }: { caption: Moment | null; colours: readonly string[] }) {
  return (
    <div className="lower-third" role="status" aria-live="polite" aria-label="Caption">
      {caption && (
        <p key={`${caption.step}:${caption.text}`} className={caption.incident ? 'incident' : undefined}>
          {caption.cars[0] !== undefined && colours.length > 0 && <span className="swatch" style={{ background: colours[caption.cars[0] % colours.length] }} />} {caption.text}
        </p>
      )}
    </div>
  );
}
