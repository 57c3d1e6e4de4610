import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX, TENDER_SORTS } from '../../../shared/calls/enums';
import type { RegionNode, tenderCalls } from '../../../shared/calls/tender';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { Container } from '../../lib/ui/container';
import { FilterLinks } from '../../lib/ui/filter-links';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { findRegion } from './regions';
import { loadRegions, loadTenders, PAGE_SIZE, totalText } from './tender-api';
import { SearchActions } from './search-actions';
import { TenderFilters } from './tender-filters';
import { IgnoredNotice } from './ignored-notice';
import { listTdk } from './tender-tdk';
import { TenderRows } from './tender-rows';
import {
  isFiltered,
  NO_FILTERS,
  readTenderList,
  tenderCallFilter,
  tenderListCanonical,
  tenderListHref,
  type IgnoredFilter,
  type TenderListRoute,
  type TenderListState,
} from './tender-route';
import type { Settled } from '../../lib/api/call-state';
import { hrefOf } from '../../engine/href';

interface TenderListData {
  route: TenderListRoute;
  state: TenderListState;
  ignored: IgnoredFilter[];
  regions: Settled<CallReply<typeof tenderCalls.customerRegion>>;
  tenders: Settled<CallReply<typeof tenderCalls.listPaged>>;
  canonical: string;
  tdk: { title?: string; keyword?: string; description: string };
}

/**
 * /tender/{catNo?}/{id?}/{page?}/{bidStageId?} and /information/tender: the tender search, newest first or in
 * the sort chosen, with every filter and the sort in the address (tender-route.ts). The region tree is read first, to tell a real region code
 * from a made-up one.
 */
export async function loadData(args: PageLoadArgs): Promise<TenderListData> {
  const route: TenderListRoute = args.routeName === 'tenderList' ? 'tenderList' : 'tender';
  const query = new URL(args.request.url).searchParams;
  const regions = await settle(loadRegions(args));
  const tree = regions.status === 'done' ? regions.value.list : null;
  const { state, ignored } = readTenderList(route, args.params, query, {
    isRegion: (code) => (tree ? !!findRegion(tree, code) : undefined),
  });
  const tenders = await settle(loadTenders(args, tenderCallFilter(state), state.sort, state.page));
  const tdk = listTdk(args.t, state, tree, tenders.status === 'done' ? totalText(tenders.value) : undefined);
  return { route, state, ignored, regions, tenders, canonical: tenderListCanonical(state), tdk };
}

/** Room above the heading on layouts without a breadcrumb (the branded ones). */
const Page = styled(Container)`
  padding-top: 16px;
  padding-bottom: 32px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  .actions {
    display: flex;
    align-items: center;
    gap: 16px;
  }
`;

export default function TenderListPage() {
  const { t } = useTranslation('tender');
  const navigate = useNavigate();
  const data = usePageData<TenderListData>();
  const { state } = data;
  const href = (change: Partial<TenderListState>) => tenderListHref(data.route, { ...state, page: 1, ...change });
  const tree: RegionNode[] | null = data.regions.status === 'done' ? data.regions.value.list : null;
  return (
    <Page>
      <ListHeading>
        <h1>{t(`routes:${data.route}`)}</h1>
        <p>{t('lead')}</p>
      </ListHeading>
      <IgnoredNotice ignored={data.ignored} />
      <SearchBox
        value={state.keyword}
        maxLength={KEYWORD_MAX}
        placeholder={t('searchPlaceholder')}
        onSearch={(keyword) => navigate(href({ keyword }))}
        testId="tender-search"
        action={hrefOf('search')}
        hidden={{ type: 'tender' }}
      />
      <TenderFilters state={state} regions={tree} href={href} />
      <LoadedView loaded={data.tenders}>
        {(tenders) => (
          <section aria-label={t('results')}>
            <Bar>
              <p data-testid="tender-total">{t('total', { total: totalText(tenders) })}</p>
              <div className="actions">
                {isFiltered(state) && (
                  <Link to={tenderListHref(data.route, { ...NO_FILTERS, sort: state.sort })} data-testid="clear-filters">
                    {t('filters.clearAll')}
                  </Link>
                )}
                <SearchActions state={state} regions={tree} />
              </div>
            </Bar>
            {/* The order is in the address too, so a shared link, reload and back keep it. */}
            <FilterLinks
              label={t('sort.label')}
              testId="tender-sort"
              items={TENDER_SORTS.map((sort) => ({
                key: sort,
                label: t(`sort.${sort}`),
                href: href({ sort }),
                active: state.sort === sort,
              }))}
            />
            <TenderRows
              list={tenders.list}
              terms={state.keyword.split(/\s+/)}
              empty={
                state.page > 1 && tenders.total > 0 ? (
                  <>
                    {t('pastLastPage')} <Link to={href({})}>{t('firstPage')}</Link>
                  </>
                ) : (
                  t('empty')
                )
              }
            />
            <Pagination page={state.page} total={tenders.total} pageSize={PAGE_SIZE} hrefFor={(page) => href({ page })} />
          </section>
        )}
      </LoadedView>
    </Page>
  );
}
