import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX, SEARCH_TYPES, type SearchType } from '../../../shared/calls/enums';
import { searchCalls, type SearchGroup } from '../../../shared/calls/search';
import { contentHref } from '../../engine/content/detail-route';
import { LoadedView } from '../../engine/content/loaded-view';
import { loadCall, settle } from '../../engine/content/load-content';
import { keywordOf, pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { ContentList, ContentRow } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { Highlight } from '../../lib/ui/highlight';
import { PageShell } from '../../lib/ui/page-shell';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import type { Settled } from '../../lib/api/call-state';

const GROUP_PAGE_SIZE = 10;

interface SearchData {
  keyword: string;
  type?: SearchType;
  page: number;
  result: Settled<CallReply<typeof searchCalls.search>> | null;
}

/** /search?keyword=…&type=…&page=…: every group's best hits, or one group paged. */
export async function loadData(args: PageLoadArgs): Promise<SearchData> {
  const query = new URL(args.request.url).searchParams;
  const keyword = keywordOf(query.get('keyword'));
  const type = SEARCH_TYPES.find((value) => value === query.get('type'));
  const page = pageOfQuery(query.get('page'));
  if (!keyword) return { keyword, type, page, result: null };
  const body = type ? { keyword, type, page, pageSize: GROUP_PAGE_SIZE } : { keyword };
  return { keyword, type, page, result: await settle(loadCall(args, searchCalls.search, body)) };
}

const Group = styled.section`
  margin-bottom: 28px;
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    margin-bottom: 8px;
  }
  h2 {
    font-size: 18px;
  }
  h2 small {
    margin-left: 8px;
    font-size: 13px;
    font-weight: normal;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A group's total; past the API host's counting cap it reads "10000+". */
const countOf = (group: SearchGroup) => (group.capped ? `${group.total}+` : String(group.total));

function Hits({ group, terms }: { group: SearchGroup; terms: string[] }) {
  const { t } = useTranslation('content');
  return (
    <ContentList testId={`search-hits-${group.type}`}>
      {group.list.map((hit) => (
        <ContentRow
          key={hit.id}
          href={contentHref(group.type, hit.id, hit.kind) ?? hrefOf('search')}
          title={<Highlight text={hit.title} terms={terms} />}
          summary={<Highlight text={hit.snippet} terms={terms} />}
          meta={
            <>
              {hit.kind && <span>{t(`searchKinds.${hit.kind}`)}</span>}
              <time dateTime={hit.releaseTime}>{formatDate(hit.releaseTime)}</time>
            </>
          }
          level={3}
        />
      ))}
    </ContentList>
  );
}

export default function SearchPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { keyword, type, page, result } = usePageData<SearchData>();
  const href = (next: { keyword?: string; type?: SearchType; page?: number }) =>
    hrefOf(
      'search',
      {},
      {
        keyword: next.keyword ?? keyword,
        type: next.type,
        page: next.page && next.page > 1 ? String(next.page) : undefined,
      },
    );
  return (
    <PageShell title={t('routes:search')} lead={t('searchLead')}>
      <SearchBox
        value={keyword}
        maxLength={KEYWORD_MAX}
        placeholder={t('searchPlaceholder')}
        onSearch={(next) => navigate(next ? href({ keyword: next, type }) : hrefOf('search'))}
        testId="site-search"
        action={hrefOf('search')}
        hidden={{ type }}
      />
      {!result ? (
        <EmptyState>{t('searchHint')}</EmptyState>
      ) : (
        <LoadedView loaded={result}>
          {(value) => (
            <div data-testid="search-results">
              <FilterLinks
                label={t('searchTypes')}
                testId="search-type-filter"
                items={[
                  { key: 'all', label: t('types.all'), href: href({}), active: !type },
                  ...value.groups.map((group) => ({
                    key: group.type,
                    label: t('typeCount', { label: t(`types.${group.type}`), count: countOf(group) }),
                    href: href({ type: group.type }),
                    active: group.type === type,
                  })),
                ]}
              />
              {value.groups.every((group) => group.total === 0) ? (
                <EmptyState>{t('searchNothing', { keyword })}</EmptyState>
              ) : (
                value.groups
                  .filter((group) => group.total > 0)
                  .map((group) => (
                    <Group key={group.type} data-testid={`search-group-${group.type}`}>
                      <header>
                        <h2>
                          {t(`types.${group.type}`)}
                          <small>{t('groupTotal', { count: countOf(group) })}</small>
                        </h2>
                        {!type && group.total > group.list.length && (
                          <Link to={href({ type: group.type })}>{t('moreOfType', { label: t(`types.${group.type}`) })}</Link>
                        )}
                      </header>
                      <Hits group={group} terms={value.terms} />
                      {type && (
                        <Pagination page={page} total={group.total} pageSize={GROUP_PAGE_SIZE} hrefFor={(n) => href({ type, page: n })} />
                      )}
                    </Group>
                  ))
              )}
            </div>
          )}
        </LoadedView>
      )}
    </PageShell>
  );
}
