import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tenderCalls, type TenderListItem } from '../../../shared/calls/tender';
import type { TenantManifest } from '../../../shared/tenant-types';
import { formatDate } from '../../lib/format-date';
import { mobile } from '../../lib/ui/media';
import { loadCall, type ContentArgs } from './load-content';
import { StageTag } from './stage-tag';
import { tenderHref } from './tender-href';

// The newest tenders (SPEC §7 bid/first), on the home page and the information hub of a tenant whose
// manifest has a tender tab among its information tabs.

export const NEWEST_TENDERS = 8;

/** The tenant's tender tab, if its manifest lists one: the newest tenders are shown only then. */
export const tenderTabOf = (tenant: TenantManifest) => tenant.informationTabs.find((tab) => tab.type === 'tender');

export const loadNewestTenders = (args: ContentArgs, size = NEWEST_TENDERS) => loadCall(args, tenderCalls.first, { size });

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  li a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .place,
  time {
    flex: none;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    .place {
      display: none;
    }
  }
`;

/** One line per tender: stage, title (to its detail), province and date. */
export function NewestTenders({ list, compact = false }: { list: TenderListItem[]; compact?: boolean }) {
  const { t } = useTranslation('content');
  if (!list.length) return <p>{t('noTenders')}</p>;
  return (
    <List data-testid="newest-tenders">
      {list.map((item) => (
        <li key={item.id}>
          {!compact && <StageTag stage={item.engType} />}
          <Link to={tenderHref(item)} title={item.title}>
            {item.title}
          </Link>
          {!compact && <span className="place">{item.province.name}</span>}
          <time dateTime={item.publishTime}>{formatDate(item.publishTime)}</time>
        </li>
      ))}
    </List>
  );
}
