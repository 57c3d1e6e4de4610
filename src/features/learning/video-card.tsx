import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UserVideoItem, VideoItem } from '../../../shared/calls/learning';
import { Card, CardGrid } from '../../lib/ui/card-grid';
import { EmptyState } from '../../lib/ui/empty-state';
import { Highlight } from '../../lib/ui/highlight';
import { mobile } from '../../lib/ui/media';
import { formatDuration } from '../../lib/format-duration';
import { videoHref } from './learning-route';

const Cover = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  margin: -20px -20px 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px ${({ theme }) => theme.sizes.radius * 2}px 0 0;
  background: ${({ theme }) => theme.colors.border};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A small label over the cover: the duration (bottom right) or that a login is needed (top left). */
const Tag = styled.span<{ $corner: 'duration' | 'lock' }>`
  position: absolute;
  ${({ $corner }) => ($corner === 'duration' ? 'right: 8px; bottom: 8px;' : 'left: 8px; top: 8px;')}
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme, $corner }) => ($corner === 'duration' ? theme.colors.overlay : theme.colors.accent)};
  color: ${({ theme, $corner }) => ($corner === 'duration' ? theme.colors.onPrimary : theme.colors.onAccent)};
  font-size: 12px;
  line-height: 20px;
`;

/** Narrow cards under the mobile width: a smaller inset (the cover's bleed follows it). */
const Inset = styled(Card)`
  ${mobile} {
    a {
      padding: 12px;
    }
    ${Cover} {
      margin: -12px -12px 4px;
    }
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  margin-top: auto;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Mark = styled.span`
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Title = styled.h3`
  font-size: 16px;
  line-height: 1.45;
  overflow-wrap: anywhere;
  ${mobile} {
    font-size: 14px;
  }
`;

/** The viewer's own marks of a course, by its id (a logged-in user's list). */
export type VideoMarks = Record<number, Pick<UserVideoItem, 'favorited' | 'starred'>>;

function VideoCard({ video, terms, level, marks }: { video: VideoItem; terms: string[]; level: 2 | 3; marks?: VideoMarks[number] }) {
  const { t } = useTranslation('learning');
  return (
    <Inset data-testid="video-card">
      <Link to={videoHref(video.id)}>
        <Cover>
          <img src={video.cover} alt="" loading="lazy" width={320} height={180} />
          <Tag $corner="duration" data-testid="video-duration">
            {formatDuration(video.duration)}
          </Tag>
          {video.loginRequired && <Tag $corner="lock">{t('loginRequired')}</Tag>}
        </Cover>
        <Title as={level === 2 ? 'h2' : 'h3'}>
          <Highlight text={video.title} terms={terms} />
        </Title>
        <p>
          {[video.catName, video.teacher && t('teacher', { name: video.teacher }), t('lessons', { count: video.lessonCount })]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <Meta>
          <span>{t('views', { count: video.viewCount })}</span>
          <span>{t('stars', { count: video.starCount })}</span>
          {marks?.favorited && <Mark data-testid="video-favorited">{t('favorited')}</Mark>}
          {marks?.starred && <Mark>{t('starred')}</Mark>}
        </Meta>
      </Link>
    </Inset>
  );
}

/** Courses as cards with their cover, duration and counters; `empty` when there are none. */
interface VideoCardsProps {
  list: VideoItem[];
  empty: string;
  terms?: string[];
  level?: 2 | 3;
  marks?: VideoMarks;
  testId?: string;
}

export function VideoCards({ list, empty, terms = [], level = 3, marks = {}, testId = 'video-list' }: VideoCardsProps) {
  if (!list.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <CardGrid $min={230} data-testid={testId}>
      {list.map((video) => (
        <VideoCard key={video.id} video={video} terms={terms} level={level} marks={marks[video.id]} />
      ))}
    </CardGrid>
  );
}
