import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX } from '../../../shared/calls/enums';
import { newsCalls } from '../../../shared/calls/news';
import type { tenderCalls } from '../../../shared/calls/tender';
import { LoadedView } from '../../engine/content/loaded-view';
import { loadCall, positiveParam, settle } from '../../engine/content/load-content';
import { keywordOf, pageOfQuery } from '../../engine/content/list-query';
import { loadNewestTenders, NewestTenders, tenderTabOf } from '../../engine/content/tender-digest';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { useTenant } from '../../engine/portal-context';
import { Container } from '../../lib/ui/container';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { TwoColumns } from '../../lib/ui/two-columns';
import { ColumnMenu } from './column-menu';
import { loadDirDoc, PAGE_SIZE } from './news-api';
import { NewsRows } from './news-rows';
import { surfacePanel } from '../../lib/ui/surface';
import type { Settled } from '../../lib/api/call-state';

type Route = 'information' | 'informationList';

interface InformationData {
  route: Route;
  dirId?: number;
  page: number;
  keyword: string;
  columns: Settled<CallReply<typeof newsCalls.docDirList>>;
  docs: Settled<CallReply<typeof newsCalls.dirDoc>>;
  /** The newest tenders, where the tenant's manifest has a tender tab. */
  tenders: Settled<CallReply<typeof tenderCalls.first>> | null;
  tdk?: { title: string };
}

/**
 * /information (every column, page in ?page=) and /information/list/{id?}/{page?} (one column): the
 * information list, searchable by title.
 */
export async function loadData(args: PageLoadArgs): Promise<InformationData> {
  const route: Route = args.routeName === 'informationList' ? 'informationList' : 'information';
  const query = new URL(args.request.url).searchParams;
  const dirId = route === 'informationList' ? positiveParam(args.params.id) : undefined;
  const page = route === 'informationList' ? (positiveParam(args.params.page) ?? 1) : pageOfQuery(query.get('page'));
  const keyword = keywordOf(query.get('keyword'));
  const [columns, docs, tenders] = await Promise.all([
    settle(loadCall(args, newsCalls.docDirList, { docType: 'NEWS' })),
    settle(loadDirDoc(args, { dirId, page, keyword: keyword || undefined })),
    tenderTabOf(args.tenant()) ? settle(loadNewestTenders(args, TENDERS_SHOWN)) : null,
  ]);
  const dirName = docs.status === 'done' ? docs.value.newsDir?.name : undefined;
  return { route, dirId, page, keyword, columns, docs, tenders, tdk: dirName ? { title: dirName } : undefined };
}

const TENDERS_SHOWN = 6;

const Tenders = styled.section`
  margin-top: 8px;
  padding: 16px 20px;
  ${surfacePanel}
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
    margin-bottom: 4px;
  }
  h2 {
    font-size: 17px;
  }
`;

export default function InformationPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const data = usePageData<InformationData>();
  const tenderTab = tenderTabOf(useTenant());
  const href = (page: number, keyword = data.keyword) => {
    const query = { keyword: keyword || undefined };
    if (data.route === 'information') return hrefOf('information', {}, { ...query, page: page > 1 ? String(page) : undefined });
    return hrefOf('informationList', { id: data.dirId, page: page > 1 ? page : undefined }, query);
  };
  const title = data.docs.status === 'done' && data.docs.value.newsDir ? data.docs.value.newsDir.name : t('routes:informationList');
  return (
    <Container>
      <TwoColumns>
        <aside>
          <LoadedView loaded={data.columns}>
            {(columns) => <ColumnMenu columns={columns.list} current={data.dirId} route="informationList" all />}
          </LoadedView>
        </aside>
        <section>
          <h1>{title}</h1>
          <SearchBox
            value={data.keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t('informationSearch')}
            onSearch={(keyword) => navigate(href(1, keyword))}
            testId="information-search"
            action={href(1, '')}
          />
          <LoadedView loaded={data.docs}>
            {(docs) => (
              <>
                {data.keyword && <p data-testid="search-summary">{t('searchSummary', { keyword: data.keyword, total: docs.total })}</p>}
                <NewsRows
                  list={docs.list}
                  detailRoute="listDetail"
                  terms={data.keyword ? [data.keyword] : []}
                  empty={data.keyword ? t('noMatch') : data.page > 1 ? t('pastLastPage') : t('emptyColumn')}
                />
                <Pagination page={data.page} total={docs.total} pageSize={PAGE_SIZE} hrefFor={(page) => href(page)} />
              </>
            )}
          </LoadedView>
          {data.tenders && tenderTab && (
            <Tenders aria-labelledby="information-tenders" data-testid="information-tenders">
              <header>
                <h2 id="information-tenders">{t('newestTenders')}</h2>
                <Link to={tenderTab.url}>{t('moreTenders')}</Link>
              </header>
              <LoadedView loaded={data.tenders}>{(value) => <NewestTenders list={value.list} />}</LoadedView>
            </Tenders>
          )}
        </section>
      </TwoColumns>
    </Container>
  );
}
