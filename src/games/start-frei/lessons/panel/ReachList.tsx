import { useLearnStore, type LearnView } from '..';

/** Every space the chosen roll reaches, with cost and consequence; choosing one records the move. */
export function ReachList({ view, atEnd }: { view: LearnView; atEnd: boolean }) {
  const play = useLearnStore((s) => s.play);
  const graph = useLearnStore((s) => s.session?.graph);
  if (!atEnd || view.reach.length === 0 || !graph) return null;
  return (
    <section aria-label="Reachable spaces">
      <h2>Reachable spaces</h2>
      <ol className="learn-reach">
        {view.reach.map((r, i) => {
          const s = graph.spaces[r.end]!;
          return (
            <li key={i}>
              <button type="button" onClick={() => play(r.option.switches)} aria-label={`Drive to space ${r.end} (lane ${s.lane + 1}): ${r.lines.map((l) => l.text).join('; ')}`}>
                Space {r.end} · lane {s.lane + 1} · <strong>{r.label}</strong>
              </button>
              <ul>
                {r.lines.map((l, j) => (
                  <li key={j}>
                    <em>{l.rule}</em>: {l.text}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
