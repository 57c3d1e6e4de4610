import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX } from '../../../shared/calls/enums';
import { VIDEO_SORTS, type learningCalls, type VideoCategory } from '../../../shared/calls/learning';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { Container } from '../../lib/ui/container';
import { FilterLinks } from '../../lib/ui/filter-links';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { MainAside } from '../../lib/ui/two-columns';
import { loadCategories, loadRecommended, loadVideos, PAGE_SIZE } from './learning-api';
import { readVideoList, videoListCanonical, videoListHref, type VideoListState } from './learning-route';
import { VideoCards } from './video-card';
import { RecommendedAside } from './recommended-aside';
import { useUserCourses } from './use-user-courses';
import type { Settled } from '../../lib/api/call-state';

interface VideoListData {
  state: VideoListState;
  cats: Settled<CallReply<typeof learningCalls.catList>>;
  videos: Settled<CallReply<typeof learningCalls.listNew>>;
  recommended: Settled<CallReply<typeof learningCalls.recommend>>;
  canonical: string;
  tdk?: { title: string; description?: string };
}

const findCat = (cats: Settled<{ list: VideoCategory[] }>, id: number | undefined) =>
  id === undefined || cats.status !== 'done' ? undefined : cats.value.list.find((cat) => cat.id === id);

/**
 * /video/{category | all}/{page}?keyword=&sort=: the courses of a category (or all), newest or most starred
 * first, beside the recommended ones. A category page is a page of its own for search engines.
 */
export async function loadData(args: PageLoadArgs): Promise<VideoListData> {
  const state = readVideoList(args.params, new URL(args.request.url).searchParams);
  const [cats, videos, recommended] = await Promise.all([
    settle(loadCategories(args)),
    settle(loadVideos(args, state)),
    settle(loadRecommended(args, { catId: state.catId })),
  ]);
  const cat = findCat(cats, state.catId);
  const page = state.page > 1 ? args.t('learning:tdk.page', { page: state.page }) : '';
  const name = cat?.name ?? args.t('routes:video');
  const titles =
    videos.status === 'done'
      ? videos.value.list
          .slice(0, 3)
          .map((video) => video.title)
          .join('、')
      : '';
  return {
    state,
    cats,
    videos,
    recommended,
    canonical: videoListCanonical(state),
    tdk:
      cat || page
        ? {
            title: [cat ? args.t('learning:tdk.categoryTitle', { name: cat.name }) : name, page].filter(Boolean).join(' '),
            description:
              videos.status === 'done' && titles
                ? args.t('learning:tdk.listDescription', { name, titles, total: videos.value.total })
                : undefined,
          }
        : undefined,
  };
}

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0 16px;
  > :last-child {
    flex: 1 1 260px;
    max-width: 420px;
  }
`;

const Total = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export default function VideoListPage() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const { state, cats, videos, recommended } = usePageData<VideoListData>();
  const href = (change: Partial<VideoListState>) => videoListHref({ ...state, page: 1, ...change });
  const cat = findCat(cats, state.catId);
  const { marks, keywordCats } = useUserCourses(state);
  return (
    <Container>
      <MainAside>
        <section aria-labelledby="video-list-title">
          <ListHeading>
            <h1 id="video-list-title">{cat?.name ?? t('routes:video')}</h1>
            <p>{t('lead')}</p>
          </ListHeading>
          <LoadedView loaded={cats}>
            {({ list }) => (
              <FilterLinks
                label={keywordCats ? t('keywordCategories', { keyword: state.keyword }) : t('categories')}
                testId="video-categories"
                items={[
                  { key: 'all', label: t('allCategories'), href: href({ catId: undefined }), active: state.catId === undefined },
                  ...(keywordCats ?? list).map((item) => ({
                    key: String(item.id),
                    label: `${item.name} ${item.count}`,
                    href: href({ catId: item.id }),
                    active: item.id === state.catId,
                  })),
                ]}
              />
            )}
          </LoadedView>
          <Tools>
            <FilterLinks
              label={t('sortLabel')}
              testId="video-sorts"
              items={VIDEO_SORTS.map((sort) => ({
                key: sort,
                label: t(`sorts.${sort}`),
                href: href({ sort }),
                active: sort === state.sort,
              }))}
            />
            <SearchBox
              value={state.keyword}
              maxLength={KEYWORD_MAX}
              placeholder={t('search')}
              onSearch={(keyword) => navigate(href({ keyword }))}
              testId="video-search"
            />
          </Tools>
          <LoadedView loaded={videos}>
            {({ list, total }) => (
              <>
                <Total data-testid="video-total">
                  {state.keyword ? t('searchSummary', { keyword: state.keyword, total }) : t('total', { total })}
                </Total>
                <VideoCards
                  list={list}
                  terms={state.keyword ? [state.keyword] : []}
                  level={2}
                  marks={marks}
                  empty={state.keyword ? t('noMatch') : state.page > 1 ? t('content:pastLastPage') : t('empty')}
                />
                <Pagination page={state.page} total={total} pageSize={PAGE_SIZE} hrefFor={(page) => href({ page })} />
              </>
            )}
          </LoadedView>
        </section>
        <RecommendedAside recommended={recommended} />
      </MainAside>
    </Container>
  );
}
