import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TenderListItem } from '../../../shared/calls/tender';
import { AsidePanel } from '../../engine/content/detail-parts';
import { tenderHref } from '../../engine/content/tender-href';
import { formatDate } from '../../lib/format-date';
import { TenderAmount } from './tender-amount';

const Meta = styled.span`
  display: block;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Up to five projects of the same trade and province with a close amount and a like title; nothing when none. */
export function SimilarProjects({ list }: { list: TenderListItem[] }) {
  const { t } = useTranslation('tender');
  if (!list.length) return null;
  return (
    <AsidePanel aria-label={t('similar.title')} data-testid="similar-projects">
      <h2>{t('similar.title')}</h2>
      <ul>
        {list.map((item) => (
          <li key={item.id}>
            <Link to={tenderHref(item)}>{item.title}</Link>
            <Meta>
              {[item.city?.name ?? item.province.name, formatDate(item.publishTime)].join(t('dot'))}
              {item.amount !== null && (
                <>
                  {t('dot')}
                  <TenderAmount yuan={item.amount} />
                </>
              )}
            </Meta>
          </li>
        ))}
      </ul>
    </AsidePanel>
  );
}
