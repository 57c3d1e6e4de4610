import { useTranslation } from 'react-i18next';
import type { NewsListItem } from '../../../shared/calls/news';
import { hrefOf } from '../../engine/href';
import { formatDate } from '../../lib/format-date';
import { ContentList, ContentRow, MetaTag } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { Highlight } from '../../lib/ui/highlight';

export interface NewsRowsProps {
  list: NewsListItem[];
  /** newsDetail on the news pages, listDetail on the information pages. */
  detailRoute?: 'newsDetail' | 'listDetail';
  terms?: string[];
  empty: string;
}

/** News list records (SPEC §3): title, summary, date, reads and tags. */
export function NewsRows({ list, detailRoute = 'newsDetail', terms = [], empty }: NewsRowsProps) {
  const { t } = useTranslation('content');
  if (!list.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ContentList testId="news-list">
      {list.map((item) => (
        <ContentRow
          key={item.id}
          href={hrefOf(detailRoute, { id: item.id })}
          title={<Highlight text={item.title} terms={terms} />}
          summary={item.memo}
          meta={
            <>
              <time dateTime={item.createrTime}>{formatDate(item.createrTime)}</time>
              <span>{t('reads', { count: item.readCount })}</span>
              {item.tags.map((tag) => (
                <MetaTag key={tag.id} to={hrefOf('newsTag', { id: tag.id })}>
                  {tag.name}
                </MetaTag>
              ))}
            </>
          }
        />
      ))}
    </ContentList>
  );
}
