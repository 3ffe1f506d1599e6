import { useState, type ChangeEvent } from 'react';
import { downloadLesson, LESSON_SUMMARY_CHARS, LESSON_TITLE_CHARS, lessonLink, readLessonFile, useLearnStore } from '..';

/** Title, save as a file, share as a link, open a file. */
export function FileBar() {
  const lesson = useLearnStore((s) => s.session?.lesson);
  const setMeta = useLearnStore((s) => s.setMeta);
  const open = useLearnStore((s) => s.open);
  const refuse = useLearnStore((s) => s.refuse);
  const [link, setLink] = useState('');
  if (!lesson) return null;
  const share = async () => {
    const r = await lessonLink(lesson, window.location.href);
    if (!r.ok) {
      refuse(r.message);
      return;
    }
    setLink(r.url);
    await navigator.clipboard?.writeText(r.url).catch(() => undefined);
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const r = await readLessonFile(file);
    if (r.ok) open(r.lesson, `file:${file.name}`);
    else refuse(`${file.name} was not opened: ${r.error}`);
  };
  return (
    <section aria-label="Lesson file" className="learn-file">
      <label>
        Title <input value={lesson.title} maxLength={LESSON_TITLE_CHARS} onChange={(e) => setMeta({ title: e.target.value || 'Lesson' })} />
      </label>
      <label>
        Explanation <textarea rows={2} value={lesson.summary} maxLength={LESSON_SUMMARY_CHARS} onChange={(e) => setMeta({ summary: e.target.value })} />
      </label>
      <div className="row wrap">
        <button type="button" onClick={() => downloadLesson(lesson)}>
          Save lesson file
        </button>
        <button type="button" onClick={() => void share()}>
          Share link
        </button>
        <label className="button">
          Open lesson file <input type="file" accept=".json,application/json" onChange={(e) => void onFile(e)} />
        </label>
      </div>
      {link ? (
        <label>
          Link <input readOnly value={link} aria-label="Share link" onFocus={(e) => e.target.select()} />
        </label>
      ) : null}
    </section>
  );
}
