import { useTranslation } from 'react-i18next';
import type { CallReply } from '../../../shared/calls/define-call';
import { PROJECT_TYPES, TIME_FILTER_DAYS, type ProjectType, type TimeFilterDays } from '../../../shared/calls/enums';
import type { newsCalls } from '../../../shared/calls/news';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { filterQuery, projectTypeOf, timeFilterOf } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { Container } from '../../lib/ui/container';
import { FilterLinks } from '../../lib/ui/filter-links';
import { Pagination } from '../../lib/ui/pagination';
import { TwoColumns } from '../../lib/ui/two-columns';
import { ColumnMenu } from './column-menu';
import { loadColumns, loadDirNews, PAGE_SIZE } from './news-api';
import { NewsRows } from './news-rows';
import type { Settled } from '../../lib/api/call-state';

interface NewsListData {
  id: number;
  page: number;
  projectType: ProjectType;
  days: TimeFilterDays;
  columns: Settled<CallReply<typeof newsCalls.newsDirList>>;
  news: Settled<CallReply<typeof newsCalls.dirNews>>;
  tdk?: { title: string };
}

/** /news/list/{id}/{page?}: a column's news, filtered by project type and age (query string). */
export async function loadData(args: PageLoadArgs): Promise<NewsListData> {
  const id = positiveParam(args.params.id)!;
  const page = positiveParam(args.params.page) ?? 1;
  const query = new URL(args.request.url).searchParams;
  const projectType = projectTypeOf(query.get('projectType'));
  const days = timeFilterOf(query.get('days'));
  const [columns, news] = await Promise.all([settle(loadColumns(args)), settle(loadDirNews(args, { dirId: id, page, projectType, days }))]);
  return { id, page, projectType, days, columns, news, tdk: news.status === 'done' ? { title: news.value.newsDir.name } : undefined };
}

export default function NewsListPage() {
  const { t } = useTranslation('content');
  const data = usePageData<NewsListData>();
  const href = (change: { page?: number; projectType?: ProjectType; days?: TimeFilterDays }) =>
    hrefOf(
      'newsList',
      { id: data.id, page: change.page && change.page > 1 ? change.page : undefined },
      filterQuery({ projectType: change.projectType ?? data.projectType, days: change.days ?? data.days }),
    );
  return (
    <Container>
      <TwoColumns>
        <aside>
          <LoadedView loaded={data.columns}>
            {(columns) => <ColumnMenu columns={columns.list} current={data.id} route="newsList" />}
          </LoadedView>
        </aside>
        <section>
          <LoadedView loaded={data.news}>
            {(news) => (
              <>
                <h1>{news.newsDir.name}</h1>
                <FilterLinks
                  label={t('filters.projectType')}
                  testId="project-type-filter"
                  items={PROJECT_TYPES.map((type) => ({
                    key: type,
                    label: t(`common:projectTypes.${type}`),
                    href: href({ projectType: type }),
                    active: type === data.projectType,
                  }))}
                />
                <FilterLinks
                  label={t('filters.time')}
                  testId="time-filter"
                  items={TIME_FILTER_DAYS.map((days) => ({
                    key: String(days),
                    label: t(`timeFilters.${days}`),
                    href: href({ days }),
                    active: days === data.days,
                  }))}
                />
                <NewsRows list={news.list} empty={data.page > 1 ? t('pastLastPage') : t('emptyColumn')} />
                <Pagination page={data.page} total={news.total} pageSize={PAGE_SIZE} hrefFor={(page) => href({ page })} />
              </>
            )}
          </LoadedView>
        </section>
      </TwoColumns>
    </Container>
  );
}
