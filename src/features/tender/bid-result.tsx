import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TenderBidResult } from '../../../shared/calls/tender-analysis';
import { tenderOrgHref } from '../../engine/content/tender-href';
import { surfacePanel } from '../../lib/ui/surface';
import { TableScroll } from '../../lib/ui/table-scroll';
import { TenderAmount } from './tender-amount';

// The winning-bid view of a notice's project: its bidders and their offers where published, the winner marked,
// and the discount from the budget when both the budget and the winning amount are known.

const Section = styled.section`
  margin: 0 0 20px;
  padding: 16px;
  ${surfacePanel}
  h2 {
    font-size: 16px;
    margin-bottom: 8px;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 24px;
    margin: 0 0 8px;
    font-size: 14px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 0 8px;
  }
  dl div {
    display: flex;
  }
  tbody th a {
    white-space: normal;
  }
`;

const WinnerMark = styled.strong`
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** Basis points (712) as the page writes a percentage (7.12). */
const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2);

export function BidResult({ result }: { result: TenderBidResult }) {
  const { t } = useTranslation('tender');
  const titleId = useId();
  if (!result.bids.length && result.winningAmount === null) return null;
  const { budget, winningAmount, discountBasisPoints } = result;
  return (
    <Section aria-labelledby={titleId} data-testid="bid-result">
      <h2 id={titleId}>{t('bids.title')}</h2>
      <dl>
        {budget !== null && (
          <div>
            <dt>{t('bids.budget')}</dt>
            <dd>
              <TenderAmount yuan={budget} />
            </dd>
          </div>
        )}
        {winningAmount !== null && (
          <div>
            <dt>{t('bids.winningAmount')}</dt>
            <dd>
              <TenderAmount yuan={winningAmount} />
            </dd>
          </div>
        )}
        {discountBasisPoints !== null && (
          <div>
            <dt>{t('bids.discount')}</dt>
            <dd data-testid="bid-discount">{t('bids.discountValue', { value: percent(discountBasisPoints) })}</dd>
          </div>
        )}
      </dl>
      {result.bids.length > 0 && (
        <TableScroll tabIndex={0} role="region" aria-labelledby={titleId}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('bids.bidder')}</th>
                <th scope="col">{t('bids.offer')}</th>
                <th scope="col">{t('bids.result')}</th>
              </tr>
            </thead>
            <tbody>
              {result.bids.map((bid) => (
                <tr key={bid.id} data-testid="bid-row">
                  <th scope="row">
                    <Link to={tenderOrgHref(bid.id)}>{bid.name}</Link>
                  </th>
                  <td>{bid.amount === null ? t('bids.notPublished') : <TenderAmount yuan={bid.amount} />}</td>
                  <td>{bid.winner && <WinnerMark data-testid="bid-winner">{t('bids.winner')}</WinnerMark>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}
