import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '../../../shared/calls/booking';
import type { DeskTenant } from '../../../shared/calls/service-desk';
import { formatDateTime } from '../../lib/format-date';
import { DataTable } from '../../lib/ui/data-table';

const Scroll = styled.div`
  overflow-x: auto;
  font-size: 14px;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  tbody th {
    font-weight: normal;
  }
`;

/** Bookings as a table: time, tenant, name, phone, role, position, source page, channel. It scrolls sideways on a phone. */
export function BookingTable({ bookings, tenants }: { bookings: readonly Booking[]; tenants: readonly DeskTenant[] }) {
  const { t } = useTranslation(['desk', 'common']);
  const title = (id: string) => tenants.find((tenant) => tenant.id === id)?.title ?? id;
  const rows = bookings.map((b) => [
    formatDateTime(b.createdAt),
    title(b.tenantId),
    b.userName,
    b.phone,
    b.userIdentity ? t(`common:booking.identities.${b.userIdentity}`) : '',
    b.position ?? '',
    b.sourcePage,
    t(`bookings.channels.${b.channel}`),
  ]);
  return (
    // Focusable so that a keyboard can scroll it sideways.
    <Scroll tabIndex={0} role="region" aria-label={t('bookings.tableLabel')} data-testid="booking-table">
      <DataTable head={t('bookings.head', { returnObjects: true }) as string[]} rows={rows} rowKeys={bookings.map((b) => b.id)} />
    </Scroll>
  );
}
