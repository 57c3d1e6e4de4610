import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../engine/portal-context';
import { useWritingSession } from './use-writing-session';
import { exportWriting } from './writings-api';

/** Downloads a writing as .docx (named after its title), with a toast when it fails; `exporting` while it runs. */
export function useWritingExport(token: string) {
  const { t } = useTranslation('ai');
  const toasts = useToasts();
  const { apiBase, tenantId } = useWritingSession();
  const [exporting, setExporting] = useState(false);
  const download = async (id: number, title: string) => {
    setExporting(true);
    const done = await exportWriting(apiBase, tenantId, token, id, `${title.trim() || id}.docx`).catch(() => false);
    setExporting(false);
    if (!done) toasts.show(t('paper.exportFailed'), 'error');
  };
  return { exporting, download };
}
