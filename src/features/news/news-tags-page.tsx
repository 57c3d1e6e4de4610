import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { newsCalls } from '../../../shared/calls/news';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { EmptyState } from '../../lib/ui/empty-state';
import { PageShell } from '../../lib/ui/page-shell';
import { Pagination } from '../../lib/ui/pagination';
import { loadTags, TAGS_PAGE_SIZE } from './news-api';
import type { Settled } from '../../lib/api/call-state';

interface NewsTagsData {
  page: number;
  tags: Settled<CallReply<typeof newsCalls.tagsPaged>>;
}

export async function loadData(args: PageLoadArgs): Promise<NewsTagsData> {
  const page = positiveParam(args.params.page) ?? 1;
  return { page, tags: await settle(loadTags(args, page)) };
}

const Cloud = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    gap: 6px;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 18px;
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** /news/tags/{page?}: every tag with how many items carry it, most used first. */
export default function NewsTagsPage() {
  const { t } = useTranslation('content');
  const { page, tags } = usePageData<NewsTagsData>();
  return (
    <PageShell title={t('routes:newsTags')} lead={t('tagsLead')}>
      <LoadedView loaded={tags}>
        {(value) =>
          value.list.length ? (
            <>
              <Cloud data-testid="tag-cloud">
                {value.list.map((tag) => (
                  <li key={tag.id}>
                    <Link to={hrefOf('newsTag', { id: tag.id })}>
                      {tag.name}
                      <small>{tag.count}</small>
                    </Link>
                  </li>
                ))}
              </Cloud>
              <Pagination
                page={page}
                total={value.total}
                pageSize={TAGS_PAGE_SIZE}
                hrefFor={(n) => hrefOf('newsTags', { page: n > 1 ? n : undefined })}
              />
            </>
          ) : (
            <EmptyState>{page > 1 ? t('pastLastPage') : t('emptyTags')}</EmptyState>
          )
        }
      </LoadedView>
    </PageShell>
  );
}
