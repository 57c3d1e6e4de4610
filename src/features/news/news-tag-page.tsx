import { useTranslation } from 'react-i18next';
import type { CallReply } from '../../../shared/calls/define-call';
import type { newsCalls } from '../../../shared/calls/news';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { PageShell } from '../../lib/ui/page-shell';
import { Pagination } from '../../lib/ui/pagination';
import { loadTagNews, PAGE_SIZE } from './news-api';
import { NewsRows } from './news-rows';
import type { Settled } from '../../lib/api/call-state';

interface NewsTagData {
  id: number;
  page: number;
  news: Settled<CallReply<typeof newsCalls.tagListPaged>>;
  tdk?: { title: string };
}

/** /news/tag/{id}/{page?}: the news carrying one tag. */
export async function loadData(args: PageLoadArgs): Promise<NewsTagData> {
  const id = positiveParam(args.params.id)!;
  const page = positiveParam(args.params.page) ?? 1;
  const news = await settle(loadTagNews(args, id, page));
  return { id, page, news, tdk: news.status === 'done' ? { title: args.t('content:tagTitle', { name: news.value.tag.name }) } : undefined };
}

export default function NewsTagPage() {
  const { t } = useTranslation('content');
  const { id, page, news } = usePageData<NewsTagData>();
  return (
    <PageShell title={news.status === 'done' ? t('tagTitle', { name: news.value.tag.name }) : t('routes:newsTag')}>
      <LoadedView loaded={news}>
        {(value) => (
          <>
            <NewsRows list={value.list} empty={page > 1 ? t('pastLastPage') : t('emptyTag')} />
            <Pagination
              page={page}
              total={value.total}
              pageSize={PAGE_SIZE}
              hrefFor={(n) => hrefOf('newsTag', { id, page: n > 1 ? n : undefined })}
            />
          </>
        )}
      </LoadedView>
    </PageShell>
  );
}
