import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { learningCalls, VideoDetail } from '../../../shared/calls/learning';
import { useArticleData } from '../../engine/content/article-data';
import { positiveParam, settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { PreviewNotice } from '../../engine/content/detail-parts';
import { formatDate } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { LoadError } from '../../lib/ui/load-error';
import { MainAside } from '../../lib/ui/two-columns';
import { loadRecommended, loadVideo } from './learning-api';
import { formatDuration } from '../../lib/format-duration';
import { videoHref, videoListHref } from './learning-route';
import { LessonList } from './lesson-list';
import { RecommendedAside } from './recommended-aside';
import { useVideoSession } from './use-video-session';
import { VideoActions } from './video-actions';
import { VideoPlayer } from './video-player';
import { Placeholder } from './video-player.styles';
import type { Settled } from '../../lib/api/call-state';

/** The SPEC §9 content type label of courses (article data). */
const COURSE_BIZ_TYPE = 'course';

interface VideoDetailData {
  video: VideoDetail;
  recommended: Settled<CallReply<typeof learningCalls.recommend>>;
  canonical: string;
  tdk: { title: string; keyword: string; description: string };
}

/** /video/detail/{id}: one course, its player and lessons; an unknown or malformed id is the 404 page. */
export async function loadData(args: PageLoadArgs): Promise<VideoDetailData> {
  const id = positiveParam(args.params.id)!;
  const [{ model }, recommended] = await Promise.all([loadVideo(args, id), settle(loadRecommended(args, { excludeId: id }))]);
  return {
    video: model,
    recommended,
    canonical: videoHref(model.id),
    tdk: {
      title: model.title,
      keyword: [model.title, model.catName, model.teacher, args.t('learning:tdk.keywords')].join(','),
      description: args.t('learning:tdk.detailDescription', {
        title: model.title,
        category: model.catName,
        lessons: model.lessonCount,
        teacher: model.teacher,
        memo: model.memo,
      }),
    },
  };
}

const Article = styled.article`
  min-width: 0;
  h1 {
    font-size: 24px;
    line-height: 1.45;
    margin: 8px 0 10px;
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: 18px;
    margin: 24px 0 8px;
  }
  > p {
    line-height: 1.8;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export default function VideoDetailPage() {
  const { t } = useTranslation('learning');
  const { video, recommended } = usePageData<VideoDetailData>();
  const { state, retry, set, token } = useVideoSession(video.id);
  useArticleData({ id: video.id, artAuthorStaffId: null, type: COURSE_BIZ_TYPE, title: video.title });
  return (
    <Container>
      <MainAside>
        <Article data-testid="video-detail">
          <PreviewNotice />
          <h1>{video.title}</h1>
          <Facts>
            <Link to={videoListHref({ catId: video.catId, page: 1, keyword: '', sort: 'newest' })}>{video.catName}</Link>
            {video.teacher && <span>{t('teacher', { name: video.teacher })}</span>}
            <span>{t('lessons', { count: video.lessonCount })}</span>
            <span>{t('duration', { value: formatDuration(video.duration) })}</span>
            <span data-testid="video-views">{t('views', { count: video.viewCount })}</span>
            <time dateTime={video.releaseTime}>{t('published', { date: formatDate(video.releaseTime) })}</time>
          </Facts>
          {state.status === 'done' ? (
            <>
              <VideoPlayer video={video} session={state.value} token={token} />
              <VideoActions
                id={video.id}
                operations={state.value.operations}
                onChange={(operations) => set({ ...state.value, operations })}
              />
            </>
          ) : state.status === 'failed' ? (
            <Placeholder>
              <LoadError message={state.message} onRetry={retry} />
            </Placeholder>
          ) : (
            <>
              <Placeholder role="status" data-testid="video-loading">
                {t('player.loading')}
              </Placeholder>
              <LessonList lessons={video.lessons} current={-1} positions={{}} onChoose={() => undefined} resumeLabel={() => ''} />
            </>
          )}
          <h2>{t('about')}</h2>
          <p>{video.memo}</p>
        </Article>
        <RecommendedAside recommended={recommended}>
          <Link to={videoListHref({ catId: video.catId, page: 1, keyword: '', sort: 'newest' })}>
            {t('moreInCategory', { name: video.catName })}
          </Link>
        </RecommendedAside>
      </MainAside>
    </Container>
  );
}
