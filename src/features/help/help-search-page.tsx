import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router-dom';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX } from '../../../shared/calls/enums';
import type { helpCalls } from '../../../shared/calls/help';
import type { searchCalls } from '../../../shared/calls/search';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { keywordOf, pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { ContentList, ContentRow } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { Highlight } from '../../lib/ui/highlight';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { TwoColumns } from '../../lib/ui/two-columns';
import { loadHelpTree, PAGE_SIZE, searchHelp } from './help-api';
import { HelpCategoryMenu } from './help-category-menu';
import { helpDetailHref, helpSearchHref } from './help-route';
import type { Settled } from '../../lib/api/call-state';

interface HelpSearchData {
  keywords: string;
  page: number;
  tree: Settled<CallReply<typeof helpCalls.catTree>>;
  result: Settled<CallReply<typeof searchCalls.search>>;
  tdk: { title: string; description: string; keyword: string };
}

/** /help/search/{keywords}?page=: help articles of the site search, matches marked; blank keywords go to /help. */
export async function loadData(args: PageLoadArgs): Promise<HelpSearchData> {
  const keywords = keywordOf(args.params.keywords ?? '');
  if (!keywords) throw redirect(hrefOf('help'));
  const page = pageOfQuery(new URL(args.request.url).searchParams.get('page'));
  const [tree, result] = await Promise.all([settle(loadHelpTree(args)), settle(searchHelp(args, keywords, page))]);
  const pageWords = page > 1 ? ` ${args.t('help:tdk.page', { page })}` : '';
  return {
    keywords,
    page,
    tree,
    result,
    tdk: {
      title: `${args.t('help:tdk.searchTitle', { keywords })}${pageWords}`,
      description: args.t('help:tdk.searchDescription', { keywords }),
      keyword: `${keywords},${args.t('help:tdk.keywords')}`,
    },
  };
}

export default function HelpSearchPage() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const { keywords, page, tree, result } = usePageData<HelpSearchData>();
  return (
    <Container>
      <TwoColumns>
        <aside>
          <LoadedView loaded={tree}>{({ list }) => <HelpCategoryMenu tree={list} current={-1} />}</LoadedView>
        </aside>
        <section>
          <ListHeading>
            <h1>{t('search.heading', { keywords })}</h1>
          </ListHeading>
          <SearchBox
            value={keywords}
            maxLength={KEYWORD_MAX}
            placeholder={t('searchPlaceholder')}
            onSearch={(next) => navigate(helpSearchHref(next))}
            testId="help-search"
            action={hrefOf('search')}
            hidden={{ type: 'help' }}
          />
          <LoadedView loaded={result}>
            {({ groups, terms }) => {
              const group = groups.find((item) => item.type === 'help');
              if (!group?.total) {
                return (
                  <EmptyState>
                    {t('search.nothing', { keywords })} <Link to={hrefOf('help')}>{t('search.browse')}</Link>
                  </EmptyState>
                );
              }
              return (
                <>
                  <p data-testid="help-search-total">
                    {t('search.summary', { keywords, total: group.capped ? `${group.total}+` : group.total })}
                  </p>
                  <ContentList testId="help-hits">
                    {group.list.map((hit) => (
                      <ContentRow
                        key={hit.id}
                        href={helpDetailHref(hit.id)}
                        title={<Highlight text={hit.title} terms={terms} />}
                        summary={<Highlight text={hit.snippet} terms={terms} />}
                        meta={<time dateTime={hit.releaseTime}>{t('updatedAt', { date: formatDate(hit.releaseTime) })}</time>}
                      />
                    ))}
                  </ContentList>
                  <Pagination page={page} total={group.total} pageSize={PAGE_SIZE} hrefFor={(n) => helpSearchHref(keywords, n)} />
                </>
              );
            }}
          </LoadedView>
        </section>
      </TwoColumns>
    </Container>
  );
}
