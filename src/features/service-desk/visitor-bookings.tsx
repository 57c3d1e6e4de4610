import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../engine/portal-context';
import { formatDateTime } from '../../lib/format-date';
import { CallStateView } from '../../lib/ui/call-state-view';
import { loadDeskBookings } from './desk-bookings-api';
import { useCall } from '../../engine/use-call';

/** How many of one visitor's bookings the conversation view lists. */
const SHOWN = 5;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 13px;
  li {
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Title = styled.h3`
  font-size: 14px;
  margin-bottom: 4px;
`;

/** One chat guest's demo bookings, newest first and compact: for the operator's conversation view. */
export function VisitorBookings({ guestId, token }: { guestId: string; token: string }) {
  const { t } = useTranslation(['desk', 'common']);
  const api = useApi();
  const list = useCall(() => loadDeskBookings(api, { guestId, pageSize: SHOWN }, token).then((body) => body.list), [api, guestId, token]);
  return (
    <section data-testid="visitor-bookings">
      <Title>{t('bookings.visitorTitle')}</Title>
      <CallStateView state={list.state} onRetry={list.retry}>
        {(bookings) =>
          bookings.length ? (
            <List>
              {bookings.map((b) => (
                <li key={b.id}>
                  {b.userName} {b.phone}
                  {b.userIdentity && ` · ${t(`common:booking.identities.${b.userIdentity}`)}`}
                  {b.position && ` · ${b.position}`}
                  <br />
                  <span>
                    {formatDateTime(b.createdAt)}
                    {b.sourcePage && ` · ${b.sourcePage}`}
                  </span>
                </li>
              ))}
            </List>
          ) : (
            <p>{t('bookings.visitorEmpty')}</p>
          )
        }
      </CallStateView>
    </section>
  );
}
