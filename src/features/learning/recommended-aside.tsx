import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { VideoItem } from '../../../shared/calls/learning';
import { AsidePanel } from '../../engine/content/detail-parts';
import { LoadedView } from '../../engine/content/loaded-view';
import { formatDuration } from '../../lib/format-duration';
import { videoHref } from './learning-route';
import type { Settled } from '../../lib/api/call-state';

const Row = styled.li`
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: 10px;
  align-items: start;
  img {
    display: block;
    width: 112px;
    height: 63px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The recommended courses beside a list or a player. */
export function RecommendedAside({ recommended, children }: { recommended: Settled<{ list: VideoItem[] }>; children?: ReactNode }) {
  const { t } = useTranslation('learning');
  return (
    <AsidePanel aria-labelledby="recommended-title" data-testid="recommended-videos">
      <h2 id="recommended-title">{t('recommended')}</h2>
      <LoadedView loaded={recommended}>
        {({ list }) =>
          list.length ? (
            <ul>
              {list.map((video) => (
                <Row key={video.id}>
                  <img src={video.cover} alt="" loading="lazy" width={112} height={63} />
                  <span>
                    <Link to={videoHref(video.id)}>{video.title}</Link>
                    <small>
                      {formatDuration(video.duration)} · {t('views', { count: video.viewCount })}
                    </small>
                  </span>
                </Row>
              ))}
            </ul>
          ) : (
            <p>{t('noRecommended')}</p>
          )
        }
      </LoadedView>
      {children}
    </AsidePanel>
  );
}
