import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CountNode } from '../../../shared/calls/content-fields';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX, PROJECT_TYPES, type LibraryType, type ProjectType } from '../../../shared/calls/enums';
import type { LibraryListItem, libraryCalls } from '../../../shared/calls/library';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { pageOfQuery, projectTypeOf } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { ContentList, ContentRow, MetaTag } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { Highlight } from '../../lib/ui/highlight';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { SideMenu, type MenuItem } from '../../lib/ui/side-menu';
import { TwoColumns } from '../../lib/ui/two-columns';
import { loadCategories, loadDocs, loadProjectTypeCounts, PAGE_SIZE } from './library-api';
import { keywordOf } from '../../engine/content/list-query';
import { DETAIL_ROUTE, libraryListHref, libraryTypeOf, type LibraryListState } from './library-route';
import { Status } from './status';
import type { Settled } from '../../lib/api/call-state';

interface LibraryListData extends LibraryListState {
  type: LibraryType;
  categories: Settled<CallReply<typeof libraryCalls.catTree>>;
  counts: Settled<CallReply<typeof libraryCalls.comBucket>>;
  docs: Settled<CallReply<typeof libraryCalls.docListPaged>>;
  tdk?: { title: string };
}

/**
 * /standard, /policy and /paper with child {id?}/{page?}: a type's documents, in a category (`:id?`), of a
 * project type (?projectType=) and matching a keyword (?keyword=). Without a category the page is ?page=.
 */
export async function loadData(args: PageLoadArgs): Promise<LibraryListData> {
  const type = libraryTypeOf(args.routeName);
  const query = new URL(args.request.url).searchParams;
  const catId = positiveParam(args.params.id);
  const page = catId === undefined ? pageOfQuery(query.get('page')) : (positiveParam(args.params.page) ?? 1);
  const projectType = projectTypeOf(query.get('projectType'));
  const keyword = keywordOf(query.get('keyword'));
  const [categories, counts, docs] = await Promise.all([
    settle(loadCategories(args, type)),
    settle(loadProjectTypeCounts(args, type, catId)),
    settle(loadDocs(args, { docType: type, catId, page, projectType, keyword: keyword || undefined })),
  ]);
  const category = docs.status === 'done' ? docs.value.category : null;
  return { type, catId, page, projectType, keyword, categories, counts, docs, tdk: category ? { title: category.name } : undefined };
}

/** Abstracts of papers run long: the list shows their first lines. */
const Summary = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const DocNumber = styled.span`
  margin-right: 8px;
  color: ${({ theme }) => theme.colors.primaryText};
  white-space: nowrap;
`;

function categoryItems(nodes: CountNode[], href: (id: number) => string, current?: number): MenuItem[] {
  return nodes.map((node) => ({
    key: String(node.id),
    label: node.name,
    count: node.count,
    href: href(node.id),
    active: node.id === current,
    children: categoryItems(node.children, href, current),
  }));
}

function DocRows({ data, list }: { data: LibraryListData; list: LibraryListItem[] }) {
  const { t } = useTranslation('library');
  const terms = data.keyword ? [data.keyword] : [];
  if (!list.length) {
    return <EmptyState>{data.keyword ? t('noMatch') : data.page > 1 ? t('pastLastPage') : t('emptyList')}</EmptyState>;
  }
  return (
    <ContentList testId="library-list">
      {list.map((item) => (
        <ContentRow
          key={item.id}
          href={hrefOf(DETAIL_ROUTE[data.type], { id: item.id })}
          title={
            <>
              {item.number && (
                <DocNumber data-testid="doc-number">
                  <Highlight text={item.number} terms={terms} />
                </DocNumber>
              )}
              <Highlight text={item.title} terms={terms} />
            </>
          }
          summary={item.summary && <Summary>{item.summary}</Summary>}
          meta={
            <>
              {item.issuer && <span>{item.issuer}</span>}
              {item.status && <Status status={item.status} />}
              <MetaTag to={libraryListHref(data.type, { ...data, catId: item.category.id, page: 1 })}>{item.category.name}</MetaTag>
              <MetaTag to={libraryListHref(data.type, { ...data, projectType: item.projectType, page: 1 })} data-testid="doc-project-type">
                {t(`common:projectTypes.${item.projectType}`)}
              </MetaTag>
              <time dateTime={item.releaseTime}>{formatDate(item.releaseTime)}</time>
            </>
          }
        />
      ))}
    </ContentList>
  );
}

export default function LibraryListPage() {
  const { t } = useTranslation('library');
  const navigate = useNavigate();
  const data = usePageData<LibraryListData>();
  const href = (change: Partial<LibraryListState>) => libraryListHref(data.type, { ...data, page: 1, ...change });
  const counts = new Map<ProjectType, number>(
    data.counts.status === 'done' ? data.counts.value.list.map((bucket) => [bucket.projectType, bucket.count]) : [],
  );
  const category = data.docs.status === 'done' ? data.docs.value.category : null;
  return (
    <Container>
      <TwoColumns>
        <aside>
          <LoadedView loaded={data.categories}>
            {({ list }) => (
              <SideMenu
                title={t(`categories.${data.type}`)}
                testId="category-menu"
                items={[
                  {
                    key: 'all',
                    label: t('allCategories'),
                    count: list.reduce((sum, node) => sum + node.count, 0),
                    href: href({ catId: undefined }),
                    active: data.catId === undefined,
                  },
                  ...categoryItems(list, (catId) => href({ catId }), data.catId),
                ]}
              />
            )}
          </LoadedView>
        </aside>
        <section>
          <ListHeading>
            <h1>{category?.name ?? t(`routes:${data.type}`)}</h1>
            {!category && <p>{t(`leads.${data.type}`)}</p>}
          </ListHeading>
          <SearchBox
            value={data.keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t(`searchPlaceholder.${data.type}`)}
            onSearch={(keyword) => navigate(href({ keyword }))}
            testId="library-search"
            action={hrefOf('search')}
            hidden={{ type: data.type }}
          />
          <FilterLinks
            label={t('projectType')}
            testId="project-type-filter"
            items={PROJECT_TYPES
              // A type with nothing here would only lead to an empty list, unless it is the one chosen.
              .filter((projectType) => counts.get(projectType) !== 0 || projectType === data.projectType)
              .map((projectType) => {
                const label = t(`common:projectTypes.${projectType}`);
                const count = counts.get(projectType);
                return {
                  key: projectType,
                  label: count === undefined ? label : t('withCount', { label, count }),
                  href: href({ projectType }),
                  active: projectType === data.projectType,
                };
              })}
          />
          <LoadedView loaded={data.docs}>
            {(docs) => (
              <>
                <p data-testid="library-total">
                  {data.keyword ? t('searchSummary', { keyword: data.keyword, total: docs.total }) : t('total', { total: docs.total })}
                </p>
                <DocRows data={data} list={docs.list} />
                <Pagination page={data.page} total={docs.total} pageSize={PAGE_SIZE} hrefFor={(page) => href({ page })} />
              </>
            )}
          </LoadedView>
        </section>
      </TwoColumns>
    </Container>
  );
}
