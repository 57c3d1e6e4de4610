import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleTenant, EditorialNews } from '../../../shared/calls/console';
import { hrefOf } from '../../engine/href';
import { Button } from '../../lib/ui/button';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { chinaLocalToIso } from './news-draft';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  margin: 16px 0;
  > div {
    margin-bottom: 0;
  }
`;

export type NewsAction = 'publish' | 'unpublish' | 'delete' | 'restore' | { schedule: string };
const CONFIRMED = { unpublish: 'editor.confirmUnpublish', delete: 'editor.confirmDelete' } as const;

export interface NewsActionsProps {
  news: EditorialNews;
  /** The editor's tenants: those of the item (all of them for a shared one) are offered for a preview. */
  tenants: readonly ConsoleTenant[];
  busy: boolean;
  onAction: (action: NewsAction) => void;
  onPreview: (tenant: string) => void;
}

/** The saved item's transitions: preview on a tenant, publish now or at a time, unpublish, delete, restore; a link to its page. */
export function NewsActions({ news, tenants, busy, onAction, onPreview }: NewsActionsProps) {
  const { t } = useTranslation('console');
  const previewable = tenants.filter((tenant) => !news.tenants.length || news.tenants.includes(tenant.id));
  const [previewOn, setPreviewOn] = useState(previewable[0]?.id ?? '');
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const [confirming, setConfirming] = useState<keyof typeof CONFIRMED | null>(null);
  if (news.deletedAt) {
    return (
      <Bar>
        <Button type="button" disabled={busy} onClick={() => onAction('restore')} data-testid="news-restore">
          {t('editor.restore')}
        </Button>
      </Bar>
    );
  }
  const schedule = () => {
    const iso = chinaLocalToIso(at);
    if (!iso) return setAtError(t('editor.scheduleRequired'));
    setAtError(undefined);
    onAction({ schedule: iso });
  };
  return (
    <Bar>
      {previewable.length > 0 && (
        <>
          <SelectField
            label={t('editor.previewOn')}
            value={previewOn}
            options={previewable.map((tenant) => ({ value: tenant.id, label: tenant.title }))}
            onChange={setPreviewOn}
            data-testid="news-preview-tenant"
          />
          <Button
            type="button"
            $variant="plain"
            disabled={busy}
            title={t('editor.previewHint')}
            onClick={() => onPreview(previewOn)}
            data-testid="news-preview"
          >
            {t('editor.preview')}
          </Button>
        </>
      )}
      {news.state !== 'published' && (
        <Button type="button" disabled={busy} onClick={() => onAction('publish')} data-testid="news-publish">
          {t('editor.publish')}
        </Button>
      )}
      <TextField
        type="datetime-local"
        label={t('editor.scheduleLabel')}
        value={at}
        onChange={setAt}
        error={atError}
        data-testid="news-schedule-at"
      />
      <Button type="button" $variant="plain" disabled={busy} onClick={schedule} data-testid="news-schedule">
        {t('editor.schedule')}
      </Button>
      {(news.state === 'published' || news.state === 'scheduled') && (
        <Button type="button" $variant="plain" disabled={busy} onClick={() => setConfirming('unpublish')} data-testid="news-unpublish">
          {t('editor.unpublish')}
        </Button>
      )}
      <Button type="button" $variant="plain" disabled={busy} onClick={() => setConfirming('delete')} data-testid="news-delete">
        {t('editor.delete')}
      </Button>
      {news.state === 'published' && (
        <Link to={hrefOf('newsDetail', { id: news.id })} target="_blank" data-testid="news-view">
          {t('editor.view')}
        </Link>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(`editor.${confirming}`)}
          message={t(CONFIRMED[confirming])}
          confirmLabel={t(`editor.${confirming}`)}
          cancelLabel={t('rich.linkCancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            onAction(confirming);
          }}
        />
      )}
    </Bar>
  );
}
