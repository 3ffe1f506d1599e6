import type { Mode } from '../app';

const ABOUT: Record<Mode, { title: string; body: string; coming: string }> = {
  build: {
    title: 'Build a track',
    body: 'Snap double-sided straights, curves and connectors (Start Frei), square and triangular tiles (Formuła 1) or Motorsportspiel pieces into a loop and see at once whether it is valid and how long a lap is.',
    coming: '',
  },
  race: {
    title: 'Race',
    body: 'Play Start Frei hot-seat against friends or bots, exactly by the rulebook: cards, gears and dice, chicanes, switches, overtaking with the boost die, DRS and pit stops.',
    coming: 'Races arrive once the rules core is in place.',
  },
  replay: {
    title: 'Replay',
    body: 'Watch any race like a broadcast: a timeline with overtakes and chicane hits, a TV director camera and a live standings tower.',
    coming: 'Replays arrive with the race mode.',
  },
  learn: {
    title: 'Learn',
    body: 'Set up a position, choose what the die shows and step through a lane change, a chicane or an overtaking manoeuvre with the rule that decides it.',
    coming: 'Lessons arrive after the race mode.',
  },
};

export function ModePanel({ mode }: { mode: Mode }) {
  const about = ABOUT[mode];
  return (
    <section id="mode-panel" role="tabpanel" aria-labelledby={`tab-${mode}`} className="panel">
      <h1>{about.title}</h1>
      <p>{about.body}</p>
      {about.coming && (
        <p className="coming" role="status">
          {about.coming}
        </p>
      )}
    </section>
  );
}
