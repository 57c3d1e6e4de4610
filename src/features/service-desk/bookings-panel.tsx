import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskFilter } from '../../../shared/calls/booking';
import { usePortal } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { EmptyState } from '../../lib/ui/empty-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { mobile } from '../../lib/ui/media';
import { Pagination } from '../../lib/ui/pagination';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { BookingTable } from './booking-table';
import { loadDeskBookings } from './desk-bookings-api';
import type { DeskPanelProps } from './desk-panel-props';
import { exportBookings } from './export-bookings';
import { useCall } from '../../engine/use-call';

const PAGE_SIZE = 20;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 200px)) auto auto;
  gap: 0 12px;
  align-items: end;
  justify-content: start;
  margin: 16px 0 8px;
  & > button {
    margin-bottom: 14px;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > div:first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** The operators' demo bookings: filter by tenant and China-time days, page through, export as CSV. */
export function BookingsPanel({ tenants, token }: DeskPanelProps) {
  const { t } = useTranslation('desk');
  const { api, bootstrap, tenant, toasts } = usePortal();
  const [filter, setFilter] = useState<DeskFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useCall(() => loadDeskBookings(api, { ...filter, page, pageSize: PAGE_SIZE }, token), [api, token, filter, page]);
  const change = (key: keyof DeskFilter) => (value: string) => {
    setFilter((current) => ({ ...current, [key]: value || undefined }));
    setPage(1);
  };
  const reset = () => {
    setFilter({});
    setPage(1);
  };
  const download = async () => {
    setExporting(true);
    const done = await exportBookings(bootstrap.apiBase, tenant.id, token, filter).catch(() => false);
    setExporting(false);
    if (!done) toasts.show(t('bookings.exportFailed'), 'error');
  };
  const tenantOptions = [{ value: '', label: t('bookings.allTenants') }, ...tenants.map((item) => ({ value: item.id, label: item.title }))];

  return (
    <section data-testid="desk-bookings">
      <Filters aria-label={t('bookings.filtersLabel')} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('bookings.tenant')}
          options={tenantOptions}
          value={filter.tenantId ?? ''}
          onChange={change('tenantId')}
          data-testid="bookings-tenant"
        />
        <TextField
          label={t('bookings.from')}
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={change('from')}
          data-testid="bookings-from"
        />
        <TextField
          label={t('bookings.to')}
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={change('to')}
          data-testid="bookings-to"
        />
        <Button type="button" $variant="plain" onClick={reset}>
          {t('bookings.reset')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => void download()} disabled={exporting} data-testid="bookings-export">
          {t('bookings.export')}
        </Button>
      </Filters>
      <CallStateView state={list.state} onRetry={list.retry}>
        {({ list: bookings, total }) =>
          bookings.length ? (
            <>
              <BookingTable bookings={bookings} tenants={tenants} />
              <Pagination page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
            </>
          ) : (
            <EmptyState>{t('bookings.empty')}</EmptyState>
          )
        }
      </CallStateView>
    </section>
  );
}
