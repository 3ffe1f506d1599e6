import type { AnyGameClient } from '../../games';

/** "How to play" and the glossary of the game's terms, folded until asked for. */
export function HowToPlay({ title, client }: { title: string; client: AnyGameClient }) {
  return (
    <details className="play-how">
      <summary>How to play {title}</summary>
      {client.howToPlay.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {client.glossary.length > 0 && (
        <dl className="play-glossary" aria-label="Glossary">
          {client.glossary.map((g) => (
            <div key={g.term}>
              <dt>{g.term}</dt>
              <dd>{g.explanation}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
