import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TenderListItem } from '../../../shared/calls/tender';
import { StageTag } from '../../engine/content/stage-tag';
import { tenderHref, tenderOrgHref } from '../../engine/content/tender-href';
import { formatDate } from '../../lib/format-date';
import { ContentList, ContentRow, MetaTag } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { Highlight } from '../../lib/ui/highlight';
import { TenderAmount } from './tender-amount';

const Stage = styled(StageTag)`
  margin-right: 8px;
  vertical-align: 2px;
`;

const Strong = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

export interface TenderRowsProps {
  list: TenderListItem[];
  /** Marked in titles and snippets (the search keyword). */
  terms?: string[];
  /** Shown in place of an empty list. */
  empty: ReactNode;
  /** 2 right under the page's h1, 3 under a section's h2. */
  level?: 2 | 3;
  /** Rows of one organisation's page leave the organisation out. */
  showOrg?: boolean;
  testId?: string;
}

/** Tenders in a list: stage and title, then where, who, how much and when. */
export function TenderRows({ list, terms = [], empty, level = 2, showOrg = true, testId = 'tender-list' }: TenderRowsProps) {
  const { t } = useTranslation('tender');
  if (!list.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ContentList testId={testId}>
      {list.map((item) => (
        <ContentRow
          key={item.id}
          level={level}
          href={tenderHref(item)}
          lead={<Stage stage={item.engType} />}
          title={<Highlight text={item.title} terms={terms} />}
          // A keyword search shows the body's passage around the keyword instead of the project's name.
          summary={
            item.snippet ? (
              <Highlight text={item.snippet} terms={terms} />
            ) : item.projectName !== item.title ? (
              t('projectLine', { name: item.projectName })
            ) : undefined
          }
          meta={
            <>
              <span data-testid="tender-region">{[item.province.name, item.city?.name].filter(Boolean).join(' ')}</span>
              <span>{t(`content:tradeCategories.${item.tradeCategory}`)}</span>
              <span data-testid="tender-project-type">{t(`common:projectTypes.${item.projectType}`)}</span>
              {showOrg && <MetaTag to={tenderOrgHref(item.org.id)}>{item.org.name}</MetaTag>}
              {item.amount !== null && (
                <Strong>
                  {t(item.engType === '0104' ? 'fields.winning' : 'fields.budget')} <TenderAmount yuan={item.amount} />
                </Strong>
              )}
              <time dateTime={item.publishTime} data-testid="tender-date">
                {formatDate(item.publishTime)}
              </time>
              {item.deadline && <span>{t('deadline', { date: formatDate(item.deadline) })}</span>}
            </>
          }
        />
      ))}
    </ContentList>
  );
}
