import { useEffect, useState } from 'react';
import { fetchLesson, fetchLessonIndex, lessonPresets, presetTitle, useLearnStore, type LessonEntry } from '..';


/** The shipped lessons by topic, then an empty position on any preset track (the sandbox), said in a sentence. */
export function LessonPicker() {
  const open = useLearnStore((s) => s.open);
  const refuse = useLearnStore((s) => s.refuse);
  const newLesson = useLearnStore((s) => s.newLesson);
  const source = useLearnStore((s) => s.source);
  const [lessons, setLessons] = useState<LessonEntry[]>([]);
  const [preset, setPreset] = useState('the-oval');
  const presets = lessonPresets();
  useEffect(() => {
    let live = true;
    void fetchLessonIndex().then((r) => {
      if (!live) return;
      if (r.ok) setLessons(r.lessons);
      else refuse(r.error);
    });
    return () => {
      live = false;
    };
  }, [refuse]);
  const pick = async (entry: LessonEntry) => {
    const r = await fetchLesson(entry);
    if (r.ok) open(r.lesson, entry.id);
    else refuse(`The lesson ${entry.file} was not opened: ${r.error}`);
  };
  const topics = [...new Set(lessons.map((l) => l.topic))];
  return (
    <section className="learn-picker teach-lessons" aria-label="Lessons">
      <h2>Lessons of Start Frei</h2>
      {topics.map((topic) => (
        <div key={topic} role="group" aria-label={topic}>
          <h3>{topic}</h3>
          <ul>
            {lessons
              .filter((l) => l.topic === topic)
              .map((l) => (
                <li key={l.id}>
                  <button type="button" className={l.id === source ? 'link current' : 'link'} aria-current={l.id === source ? 'true' : undefined} onClick={() => void pick(l)}>
                    {l.title}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
      <p className="muted learn-sandbox-hint">Or build a lesson of your own: an empty position on a track, where you drag the cars onto any space, set their gears and coins, choose the die and see where every roll takes them.</p>
      <div className="row">
        <label>
          Track{' '}
          <select value={preset} onChange={(e) => setPreset(e.target.value)}>
            {presets.map((p) => (
              <option key={p} value={p}>
                {presetTitle(p)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => newLesson(preset)}>
          Empty position
        </button>
      </div>
    </section>
  );
}
