import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  TENDER_EXPORT_FORMATS,
  TENDER_EXPORT_MAX,
  TENDER_EXPORTS_PER_HOUR,
  type TenderExportFormat,
  type TenderSort,
} from '../../../shared/calls/enums';
import { callUrl } from '../../../shared/calls/define-call';
import { tenderCalls, type TenderFilter } from '../../../shared/calls/tender';
import { usePortal } from '../../engine/portal-context';
import { downloadPostedFile } from '../../lib/download-file';
import { Button } from '../../lib/ui/button';
import { FieldSet } from '../../lib/ui/check-group';
import { Dialog } from '../../lib/ui/dialog';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const CONTENT_TYPES: Record<TenderExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

export interface ExportDialogProps {
  token: string;
  /** The search on screen, as the list's call takes it. */
  search: TenderFilter & { sort: TenderSort };
  onClose: () => void;
}

/** Chooses the file kind and downloads the search on screen, in its order, up to the cap. */
export default function ExportDialog({ token, search, onClose }: ExportDialogProps) {
  const { t } = useTranslation('tender');
  const { bootstrap, tenant, toasts } = usePortal();
  const [format, setFormat] = useState<TenderExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = { ...search, format };
    const url = `${bootstrap.apiBase}${callUrl(tenderCalls.export)}`;
    const name = t('export.fallbackName', { format });
    const done = await downloadPostedFile(url, body, { token, tenantId: tenant.id }, CONTENT_TYPES[format], name).catch(() => false);
    setBusy(false);
    if (!done) return toasts.show(t('export.failed', { max: TENDER_EXPORTS_PER_HOUR }), 'error');
    toasts.show(t('export.done'), 'success');
    onClose();
  };
  return (
    <Dialog title={t('export.title')} closeLabel={t('common:close')} onClose={onClose} testId="export-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <Note data-testid="export-filters">{t('export.filters')}</Note>
        <FieldSet>
          <legend>{t('export.format')}</legend>
          <Choices>
            {TENDER_EXPORT_FORMATS.map((value) => (
              <label key={value}>
                <input type="radio" name="format" value={value} checked={format === value} onChange={() => setFormat(value)} />
                {t(`export.formats.${value}`)}
              </label>
            ))}
          </Choices>
        </FieldSet>
        <Note data-testid="export-cap">{t('export.cap', { max: TENDER_EXPORT_MAX, perHour: TENDER_EXPORTS_PER_HOUR })}</Note>
        <Actions>
          <Button type="button" $variant="plain" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="export-download">
            {t(busy ? 'export.busy' : 'export.download')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
