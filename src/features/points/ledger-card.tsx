import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConsumptionRule, PointEntry } from '../../../shared/calls/points';
import { usePanelQuery } from '../../engine/content/use-panel-query';
import { formatDateTime } from '../../lib/format-date';
import { mobile } from '../../lib/ui/media';
import { EmptyState } from '../../lib/ui/empty-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { Pagination } from '../../lib/ui/pagination';
import { LEDGER_PAGE_PARAM, LEDGER_PAGE_SIZE, loadLedger, loadRules, type Session } from './points-api';
import { Figure, PointsCard } from './points.styles';
import { useCall } from '../../engine/use-call';

const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
  }
  .number {
    white-space: nowrap;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .gain {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  /* On a phone the detail goes under the type, in the same cell, so four columns fit without scrolling. */
  .under {
    display: none;
  }
  ${mobile} {
    font-size: 13px;
    .detail {
      display: none;
    }
    .under {
      display: block;
      font-weight: normal;
      font-size: 12px;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

/** The detail column (index 2 of ledger.head): on a phone it shows under the type. */
const DETAIL_COLUMN = 2;

interface LedgerCardProps {
  session: Session;
  version: number;
  /** Told the balance each time the ledger loads. */
  onBalance: (balance: number) => void;
}

/** The points balance and its ledger, newest first, paged in the address. */
export function LedgerCard({ session, version, onBalance }: LedgerCardProps) {
  const { t } = useTranslation('points');
  const query = usePanelQuery();
  const page = query.page(LEDGER_PAGE_PARAM);
  const { state, retry } = useCall(async () => {
    const [ledger, rules] = await Promise.all([loadLedger(session, page), loadRules(session)]);
    return { ...ledger, kinds: rules.consumption };
  }, [session.api, session.token, page, version]);
  const loaded = state.status === 'done' ? state.value.balance : null;
  useEffect(() => {
    if (loaded !== null) onBalance(loaded);
  }, [loaded, onBalance]);
  const head = t('ledger.head', { returnObjects: true }) as string[];

  const detailOf = (entry: PointEntry, kinds: ConsumptionRule[]) => {
    if (entry.reason === 'invite') return t('ledger.inviteOf', { phone: entry.reference });
    if (entry.reason === 'exchange')
      return t('ledger.exchangeOf', { kind: kinds.find((kind) => kind.kind === entry.reference)?.title ?? entry.reference });
    return entry.reference;
  };

  return (
    <PointsCard aria-labelledby="points-ledger" data-testid="points-ledger" data-wide="true">
      <h3 id="points-ledger">{t('ledger.title')}</h3>
      <CallStateView state={state} onRetry={retry}>
        {({ list, total, balance, kinds }) => (
          <>
            <Figure data-testid="points-balance">
              {t('ledger.balance')}
              <strong>{balance}</strong>
            </Figure>
            {list.length === 0 ? (
              <EmptyState>{t('ledger.empty')}</EmptyState>
            ) : (
              // Focusable: a narrow screen scrolls the table sideways by keyboard too.
              <Scroll tabIndex={0} role="region" aria-label={t('ledger.caption')}>
                <table>
                  <caption>{t('ledger.caption')}</caption>
                  <thead>
                    <tr>
                      {head.map((cell, index) => (
                        <th
                          key={cell}
                          scope="col"
                          className={index > DETAIL_COLUMN ? 'number' : index === DETAIL_COLUMN ? 'detail' : undefined}
                        >
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((entry) => (
                      <tr key={entry.id} data-testid="ledger-row">
                        <td>{formatDateTime(entry.createdAt)}</td>
                        <th scope="row">
                          {t(`ledger.reasons.${entry.reason}`)}
                          <span className="under">{detailOf(entry, kinds)}</span>
                        </th>
                        <td className="detail">{detailOf(entry, kinds)}</td>
                        <td className={`number${entry.delta > 0 ? ' gain' : ''}`}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
                        <td className="number">{entry.balanceAfter}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            )}
            <Pagination
              page={page}
              total={total}
              pageSize={LEDGER_PAGE_SIZE}
              hrefFor={(n) => query.href({ [LEDGER_PAGE_PARAM]: query.pageValue(n) })}
            />
          </>
        )}
      </CallStateView>
    </PointsCard>
  );
}
