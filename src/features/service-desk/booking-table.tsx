import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../shared/calls/booking';
import type { DeskTenant } from '../../../shared/calls/service-desk';
import { formatDateTime } from '../../lib/format-date';
import { DataTable } from '../../lib/ui/data-table';
import { TableScroll } from '../../lib/ui/table-scroll';

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
    <TableScroll tabIndex={0} role="region" aria-label={t('bookings.tableLabel')} data-testid="booking-table">
      <DataTable head={t('bookings.head', { returnObjects: true }) as string[]} rows={rows} rowKeys={bookings.map((b) => b.id)} />
    </TableScroll>
  );
}
