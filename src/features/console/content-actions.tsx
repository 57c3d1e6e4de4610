import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleTenant } from '../../../shared/calls/console';
import { Button } from '../../lib/ui/button';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { ItemState } from './console-kind';
import { chinaLocalToIso } from './china-time';

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

export type ItemAction = 'publish' | 'unpublish' | 'delete' | 'restore' | { schedule: string };
type Confirmed = 'unpublish' | 'delete';

export interface ContentActionsProps {
  /** The kind's name: its test ids' prefix and its texts' key. */
  name: string;
  item: ItemState;
  /** The item's page on the site, shown once it is published. */
  pageHref: string;
  /** The editor's tenants: those of the item (all of them for a shared one) are offered for a preview. */
  tenants: readonly ConsoleTenant[];
  /** Whether the item has a page to preview (a kind shown only in lists has none). */
  canPreview: boolean;
  busy: boolean;
  onAction: (action: ItemAction) => void;
  onPreview: (tenant: string) => void;
}

/** The saved item's transitions: preview on a tenant, publish now or at a time, unpublish, delete, restore; a link to its page. */
export function ContentActions({ name, item, pageHref, tenants, canPreview, busy, onAction, onPreview }: ContentActionsProps) {
  const { t } = useTranslation('console');
  const previewable = canPreview ? tenants.filter((tenant) => !item.tenants.length || item.tenants.includes(tenant.id)) : [];
  const [previewOn, setPreviewOn] = useState(previewable[0]?.id ?? '');
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  if (item.deletedAt) {
    return (
      <Bar>
        <Button type="button" disabled={busy} onClick={() => onAction('restore')} data-testid={`${name}-restore`}>
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
            data-testid={`${name}-preview-tenant`}
          />
          <Button
            type="button"
            $variant="plain"
            disabled={busy}
            title={t('editor.previewHint')}
            onClick={() => onPreview(previewOn)}
            data-testid={`${name}-preview`}
          >
            {t('editor.preview')}
          </Button>
        </>
      )}
      {item.state !== 'published' && (
        <Button type="button" disabled={busy} onClick={() => onAction('publish')} data-testid={`${name}-publish`}>
          {t('editor.publish')}
        </Button>
      )}
      <TextField
        type="datetime-local"
        label={t('editor.scheduleLabel')}
        value={at}
        onChange={setAt}
        error={atError}
        data-testid={`${name}-schedule-at`}
      />
      <Button type="button" $variant="plain" disabled={busy} onClick={schedule} data-testid={`${name}-schedule`}>
        {t('editor.schedule')}
      </Button>
      {(item.state === 'published' || item.state === 'scheduled') && (
        <Button type="button" $variant="plain" disabled={busy} onClick={() => setConfirming('unpublish')} data-testid={`${name}-unpublish`}>
          {t('editor.unpublish')}
        </Button>
      )}
      <Button type="button" $variant="plain" disabled={busy} onClick={() => setConfirming('delete')} data-testid={`${name}-delete`}>
        {t('editor.delete')}
      </Button>
      {item.state === 'published' && (
        <Link to={pageHref} target="_blank" data-testid={`${name}-view`}>
          {t('editor.view')}
        </Link>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(`editor.${confirming}`)}
          message={t(confirming === 'delete' ? 'editor.confirmDelete' : `kinds.${name}.confirmUnpublish`)}
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
