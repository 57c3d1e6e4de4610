import { useTranslation } from 'react-i18next';
import type { HelpListItem } from '../../../shared/calls/help';
import { formatDate } from '../../lib/format-date';
import { ContentList, ContentRow, MetaTag } from '../../lib/ui/content-list';
import { helpDetailHref, helpListHref } from './help-route';

/** Rows of help articles: title, summary, category, number and when last updated. */
export function HelpRows({ list }: { list: HelpListItem[] }) {
  const { t } = useTranslation('help');
  return (
    <ContentList testId="help-list">
      {list.map((item) => (
        <ContentRow
          key={item.id}
          href={helpDetailHref(item.id)}
          title={item.title}
          summary={item.summary}
          meta={
            <>
              <MetaTag to={helpListHref(item.category.id)}>{item.category.name}</MetaTag>
              <span>{t('number', { number: item.resNumber })}</span>
              <time dateTime={item.updateTime}>{t('updatedAt', { date: formatDate(item.updateTime) })}</time>
            </>
          }
        />
      ))}
    </ContentList>
  );
}
