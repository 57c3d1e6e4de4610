import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TenderDetail } from '../../../shared/calls/tender';
import { StageTag } from '../../engine/content/stage-tag';
import { tenderOrgHref } from '../../engine/content/tender-href';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { mobile } from '../../lib/ui/media';
import { TenderAmount } from './tender-amount';
import { surfacePanel } from '../../lib/ui/surface';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0 0 20px;
  padding: 16px;
  ${surfacePanel}
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .wide {
    grid-column: 2 / -1;
  }
  /* A wide fact after a half-row one starts its own row. */
  dt:has(+ dd.wide) {
    grid-column: 1;
  }
  ${mobile} {
    grid-template-columns: max-content minmax(0, 1fr);
    .wide {
      grid-column: auto;
    }
  }
`;

const Winners = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={wide ? 'wide' : undefined}>{children}</dd>
    </>
  );
}

/** The summary every visitor sees: what, where, who, how much and when. */
export function TenderFacts({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tender');
  const region = [tender.province.name, tender.city?.name, tender.district?.name].filter(
    (name, index, all) => name && all.indexOf(name) === index,
  );
  return (
    <List data-testid="tender-facts">
      <Fact label={t('fields.projectName')} wide>
        {tender.projectName}
      </Fact>
      <Fact label={t('fields.org')} wide>
        <Link to={tenderOrgHref(tender.org.id)} data-testid="tender-org">
          {tender.org.name}
        </Link>
      </Fact>
      {tender.agency && (
        <Fact label={t('fields.agency')} wide>
          {tender.agency.name}
        </Fact>
      )}
      <Fact label={t('fields.region')}>
        <span data-testid="tender-region">{region.join(' ')}</span>
      </Fact>
      <Fact label={t('fields.engType')}>
        <StageTag stage={tender.engType} />
      </Fact>
      <Fact label={t('fields.tradeCategory')}>{t(`content:tradeCategories.${tender.tradeCategory}`)}</Fact>
      <Fact label={t('fields.projectType')}>{t(`common:projectTypes.${tender.projectType}`)}</Fact>
      <Fact label={t(tender.engType === '0104' ? 'fields.winning' : 'fields.budget')}>
        {tender.amount === null ? t('noAmount') : <TenderAmount yuan={tender.amount} />}
      </Fact>
      <Fact label={t('fields.publishTime')}>
        <time dateTime={tender.publishTime}>{formatDate(tender.publishTime)}</time>
      </Fact>
      {tender.deadline && (
        <Fact label={t('fields.deadline')}>
          <time dateTime={tender.deadline}>{formatDateTime(tender.deadline)}</time>
        </Fact>
      )}
      {tender.bidOpeningTime && (
        <Fact label={t('fields.bidOpeningTime')}>
          <time dateTime={tender.bidOpeningTime}>{formatDateTime(tender.bidOpeningTime)}</time>
        </Fact>
      )}
      {tender.winners.length > 0 && (
        <Fact label={t('fields.winners')} wide>
          <Winners>
            {tender.winners.map((winner) => (
              <li key={winner.id}>
                <Link to={tenderOrgHref(winner.id)} data-testid="tender-winner">
                  {winner.name}
                </Link>
                {winner.amount !== null && (
                  <>
                    {t('dot')}
                    <TenderAmount yuan={winner.amount} />
                  </>
                )}
              </li>
            ))}
          </Winners>
        </Fact>
      )}
      {tender.source && <Fact label={t('fields.source')}>{tender.source}</Fact>}
      {tender.originalUrl && (
        <Fact label={t('fields.original')}>
          <a href={tender.originalUrl} target="_blank" rel="noopener nofollow noreferrer" data-testid="tender-original">
            {t('original')}
          </a>
        </Fact>
      )}
    </List>
  );
}
