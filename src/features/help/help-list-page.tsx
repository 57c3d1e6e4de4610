import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router-dom';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX } from '../../../shared/calls/enums';
import type { helpCalls } from '../../../shared/calls/help';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { Container } from '../../lib/ui/container';
import { EmptyState } from '../../lib/ui/empty-state';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { TwoColumns } from '../../lib/ui/two-columns';
import { loadHelpList, loadHelpTree, PAGE_SIZE } from './help-api';
import { HelpCategoryMenu } from './help-category-menu';
import { HelpRows } from './help-rows';
import { helpListHref, helpSearchHref } from './help-route';
import type { Settled } from '../../lib/api/call-state';

interface HelpListData {
  catId?: number;
  page: number;
  tree: Settled<CallReply<typeof helpCalls.catTree>>;
  articles: Settled<CallReply<typeof helpCalls.listPaged>>;
  tdk?: { title: string };
}

/**
 * /help with child {id?}/{page?}: a category's articles (with its children's), or all of them (?page=).
 * /help/search/ with nothing to search for lands here as id "search" and goes to /help (SPEC §5).
 */
export async function loadData(args: PageLoadArgs): Promise<HelpListData> {
  if (args.params.id === 'search') throw redirect(hrefOf('help'));
  const catId = positiveParam(args.params.id);
  const page =
    catId === undefined ? pageOfQuery(new URL(args.request.url).searchParams.get('page')) : (positiveParam(args.params.page) ?? 1);
  const [tree, articles] = await Promise.all([settle(loadHelpTree(args)), settle(loadHelpList(args, catId, page))]);
  const category = articles.status === 'done' ? articles.value.category : null;
  const pageWords = page > 1 ? ` ${args.t('help:tdk.page', { page })}` : '';
  const title = category ? `${category.name}${pageWords}` : pageWords ? `${args.t('routes:help')}${pageWords}` : undefined;
  return { catId, page, tree, articles, tdk: title ? { title } : undefined };
}

export default function HelpListPage() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const data = usePageData<HelpListData>();
  const category = data.articles.status === 'done' ? data.articles.value.category : null;
  return (
    <Container>
      <TwoColumns>
        <aside>
          <LoadedView loaded={data.tree}>{({ list }) => <HelpCategoryMenu tree={list} current={data.catId} />}</LoadedView>
        </aside>
        <section>
          <ListHeading>
            <h1>{category?.name ?? t('routes:help')}</h1>
            {!category && <p>{t('lead')}</p>}
          </ListHeading>
          <SearchBox
            value=""
            maxLength={KEYWORD_MAX}
            placeholder={t('searchPlaceholder')}
            onSearch={(keywords) => navigate(helpSearchHref(keywords))}
            testId="help-search"
            action={hrefOf('search')}
            hidden={{ type: 'help' }}
          />
          <LoadedView loaded={data.articles}>
            {({ list, total }) => (
              <>
                <p data-testid="help-total">{t('total', { total })}</p>
                {list.length ? <HelpRows list={list} /> : <EmptyState>{data.page > 1 ? t('pastLastPage') : t('emptyList')}</EmptyState>}
                <Pagination page={data.page} total={total} pageSize={PAGE_SIZE} hrefFor={(page) => helpListHref(data.catId, page)} />
              </>
            )}
          </LoadedView>
        </section>
      </TwoColumns>
    </Container>
  );
}
