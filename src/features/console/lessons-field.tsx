import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useToasts } from '../../engine/portal-context';
import { formatDuration } from '../../lib/format-duration';
import { Button } from '../../lib/ui/button';
import { mobile } from '../../lib/ui/media';
import { TextField } from '../../lib/ui/text-field';
import type { Upload } from './console-kind';
import { moved, type LessonDraft } from './course-draft';
import { Label } from './form-pieces';
import { HiddenFileInput } from './hidden-file-input';
import { acceptOf, altFromName } from './upload-media';
import { videoDuration } from './video-duration';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 12px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px 12px;
    align-items: end;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div:first-child > div {
    margin-bottom: 4px;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** A course's lessons in order: each a title and an uploaded video; added by choosing a video, moved, replaced or removed. */
export function LessonsField({
  lessons,
  error,
  upload,
  onChange,
}: {
  lessons: LessonDraft[];
  error?: string;
  upload: Upload;
  onChange: (lessons: LessonDraft[]) => void;
}) {
  const { t } = useTranslation('console');
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  // Which lesson the chosen file is for: null adds a lesson.
  const target = useRef<number | null>(null);
  const choose = (index: number | null) => {
    target.current = index;
    input.current?.click();
  };
  const receive = async (file: File) => {
    const duration = await videoDuration(file);
    if (!duration) return toasts.show(t('course.unreadableVideo'), 'error');
    const stored = await upload('video', file);
    if (!stored) return;
    const video = { videoUrl: stored.url, duration, fileName: file.name };
    const index = target.current;
    onChange(
      index === null
        ? [...lessons, { title: altFromName(file.name), ...video }]
        : lessons.map((lesson, at) => (at === index ? { ...lesson, ...video } : lesson)),
    );
  };
  const update = (index: number, next: Partial<LessonDraft>) =>
    onChange(lessons.map((lesson, at) => (at === index ? { ...lesson, ...next } : lesson)));
  return (
    <section aria-label={t('course.lessons')} data-testid="course-lessons">
      <Label>{t('course.lessons')}</Label>
      {lessons.length === 0 && <p>{t('course.noLessons')}</p>}
      <List>
        {lessons.map((lesson, index) => (
          <li key={lesson.id ?? lesson.videoUrl ?? index} data-testid="course-lesson">
            <div>
              <TextField
                label={t('course.lessonTitle', { seq: index + 1 })}
                value={lesson.title}
                maxLength={200}
                onChange={(title) => update(index, { title })}
                data-testid="course-lesson-title"
              />
              <p>
                {lesson.fileName ?? t(lesson.videoUrl ? 'course.videoUploaded' : 'course.videoSeeded')} · {formatDuration(lesson.duration)}
              </p>
            </div>
            <Tools>
              <Button type="button" $variant="plain" onClick={() => choose(index)}>
                {t('course.replaceVideo')}
              </Button>
              <Button type="button" $variant="plain" disabled={index === 0} onClick={() => onChange(moved(lessons, index, -1))}>
                {t('course.moveUp')}
              </Button>
              <Button
                type="button"
                $variant="plain"
                disabled={index === lessons.length - 1}
                onClick={() => onChange(moved(lessons, index, 1))}
              >
                {t('course.moveDown')}
              </Button>
              <Button type="button" $variant="plain" onClick={() => onChange(lessons.filter((_, at) => at !== index))}>
                {t('course.removeLesson')}
              </Button>
            </Tools>
          </li>
        ))}
      </List>
      {error && <Label role="alert">{error}</Label>}
      <Button type="button" $variant="plain" onClick={() => choose(null)} data-testid="course-lesson-add">
        {t('course.addLesson')}
      </Button>
      <HiddenFileInput inputRef={input} accept={acceptOf('video')} testId="course-lesson-file" onFile={(file) => void receive(file)} />
    </section>
  );
}
