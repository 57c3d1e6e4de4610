import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VideoLesson } from '../../../shared/calls/learning';
import { formatDuration } from '../../lib/format-duration';
import { surfacePanel } from '../../lib/ui/surface';

const List = styled.ol`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  ${surfacePanel}
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 4px 12px;
    align-items: baseline;
    width: 100%;
    padding: 12px 16px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button[aria-current='true'] {
    font-weight: 600;
  }
  small {
    grid-column: 2 / 4;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
  }
`;

interface LessonListProps {
  lessons: VideoLesson[];
  current: number;
  /** Seconds the viewer stopped at, by lesson. */
  positions: Record<number, number>;
  onChoose: (lessonId: number) => void;
  resumeLabel: (seconds: number) => string;
}

/** The lessons of a course as buttons, the playing one marked, each with where the viewer stopped. */
export function LessonList({ lessons, current, positions, onChoose, resumeLabel }: LessonListProps) {
  const { t } = useTranslation('learning');
  return (
    <nav aria-label={t('lessonList')}>
      <List data-testid="lesson-list">
        {lessons.map((lesson) => (
          <li key={lesson.id}>
            <button
              type="button"
              aria-current={lesson.id === current ? 'true' : undefined}
              onClick={() => onChoose(lesson.id)}
              data-testid="lesson"
            >
              <span>{t('lessonNumber', { seq: lesson.seq })}</span>
              <span>{lesson.title}</span>
              <span>{formatDuration(lesson.duration)}</span>
              {positions[lesson.id] ? <small data-testid="lesson-resume">{resumeLabel(positions[lesson.id]!)}</small> : null}
            </button>
          </li>
        ))}
      </List>
    </nav>
  );
}
