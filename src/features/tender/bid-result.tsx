import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TenderBidResult } from '../../../shared/calls/tender';
import { tenderOrgHref } from '../../engine/content/tender-href';
import { surfacePanel } from '../../lib/ui/surface';
import { TenderAmount } from './tender-amount';

// The winning-bid view of a notice's project: its bidders and their offers where published, the winner marked,
// and the discount from the budget when both the budget and the winning amount are known. Kept small: it is in
// the detail page's first load, which is near its budget.

const Section = styled.section`
  margin: 0 0 20px;
  padding: 16px;
  ${surfacePanel}
  h2 {
    font-size: 16px;
  }
  p {
    margin: 8px 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th,
  tbody th {
    font-weight: normal;
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export function BidResult({ result }: { result: TenderBidResult }) {
  const { t } = useTranslation('tender');
  const titleId = useId();
  const { bids, budget, winningAmount, discountBasisPoints } = result;
  if (!bids.length && winningAmount === null) return null;
  const facts: [string, ReactNode][] = [];
  if (budget !== null) facts.push(['budget', <TenderAmount key="budget" yuan={budget} />]);
  if (winningAmount !== null) facts.push(['winningAmount', <TenderAmount key="winning" yuan={winningAmount} />]);
  if (discountBasisPoints !== null) {
    facts.push([
      'discount',
      <span key="discount" data-testid="bid-discount">
        {t('bids.discountValue', { value: (discountBasisPoints / 100).toFixed(2) })}
      </span>,
    ]);
  }
  return (
    <Section aria-labelledby={titleId} data-testid="bid-result">
      <h2 id={titleId}>{t('bids.title')}</h2>
      {facts.length > 0 && (
        <p>
          {facts.map(([label, value], i) => (
            <span key={label}>
              {i > 0 && t('dot')}
              {t(`bids.${label}`)} {value}
            </span>
          ))}
        </p>
      )}
      {bids.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('bids.bidder')}</th>
              <th scope="col">{t('bids.offer')}</th>
              <th scope="col">{t('bids.result')}</th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid) => (
              <tr key={bid.id} data-testid="bid-row">
                <th scope="row">
                  <Link to={tenderOrgHref(bid.id)}>{bid.name}</Link>
                </th>
                <td>{bid.amount === null ? t('bids.notPublished') : <TenderAmount yuan={bid.amount} />}</td>
                <td>{bid.winner && <strong data-testid="bid-winner">{t('bids.winner')}</strong>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
