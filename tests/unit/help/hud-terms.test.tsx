import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Speedometers } from '../../../src/games/formula-1/Speedometers';
import { glossary as f1Glossary } from '../../../src/games/formula-1/glossary';
import { MssHud } from '../../../src/games/motorsportspiel/Hud';
import { glossary as mssGlossary } from '../../../src/games/motorsportspiel/glossary';
import { clientOf } from '../../../src/games';
import { termOf, Term } from '../../../src/ui/help/Term';
import type { Formula1State } from '../../../src/rules/formula-1';
import type { MssState } from '../../../src/rules/motorsportspiel';
import { botPlayback } from '../play/bot-playback';

/** Every term button of a HUD's markup: its words and its tooltip. */
function terms(html: string): { words: string; title: string }[] {
  return [...html.matchAll(/<button type="button" class="term" title="([^"]*)"[^>]*>(.*?)<\/button>/g)].map((m) => ({ title: m[1]!, words: m[2]!.replace(/<!-- -->/g, '') }));
}

describe('every game term on the HUD has its explanation', () => {
  it('the glossary the HUD reads is the one the Help drawer lists', () => {
    expect(clientOf('formula-1')!.glossary).toBe(f1Glossary);
    expect(clientOf('motorsportspiel')!.glossary).toBe(mssGlossary);
  });

  it('Formuła 1: the speedometer, the tyres and the risk line explain their words', () => {
    const p = botPlayback('formula-1', 4, 2);
    // A frame where a car chooses its speed (the risk list is shown).
    const frame = p.frames.find((f) => (f.state as Formula1State).phase === 'speed' && (f.state as Formula1State).cars.some((c) => c.speed > 0)) ?? p.frames[0]!;
    const html = renderToStaticMarkup(<Speedometers state={frame.state as Formula1State} tokens={[]} colours={{}} />);
    const found = terms(html);
    const cars = (frame.state as Formula1State).cars.length;
    expect(found.filter((t) => t.title.startsWith('Speedometer: ')).length).toBe(cars);
    expect(found.filter((t) => t.title.startsWith('Tyres: ')).length).toBe(cars);
    expect(found.some((f) => f.title.startsWith('Risk of each speed: ') && f.words.startsWith('Speeds '))).toBe(true);
    for (const f of found) expect(f.title).toMatch(/^[^:]+: \S.{20,}/);
  });

  it('Das Motorsportspiel: the racing protocol names its flags with their explanations', () => {
    const p = botPlayback('motorsportspiel', 4, 2);
    const state = p.frames.at(-1)!.state as MssState;
    // Opened, the protocol explains its words; the static render shows it folded, so the note is rendered alone here.
    const html = renderToStaticMarkup(<MssHud state={state} tokens={[]} colours={{}} />);
    expect(html).toContain('Racing protocol');
    for (const t of ['Racing protocol', 'Driving error', 'Yellow flag', 'Red flag', 'Black flag', 'White flag', 'Blue flag', 'Move timer', 'Pit box']) expect(termOf(mssGlossary, t)?.explanation, t).toBeTruthy();
  });

  it('a term explains itself in the tooltip and for screen readers; an unknown term is plain text', () => {
    const html = renderToStaticMarkup(<Term glossary={mssGlossary} term="Yellow flag">yellow</Term>);
    const [t] = terms(html);
    expect(t!.words).toBe('yellow');
    expect(t!.title).toBe(`Yellow flag: ${termOf(mssGlossary, 'Yellow flag')!.explanation}`);
    // Closed, the explanation is the button's description and no text beside the word (the sentence reads as written).
    expect(html).toContain(`aria-description="${t!.title}"`);
    expect(html).not.toContain('role="tooltip"');
    expect(html.replace(/<[^>]*>/g, '')).toBe('yellow');
    expect(renderToStaticMarkup(<Term glossary={mssGlossary} term="No such term">words</Term>)).toBe('words');
  });
});
