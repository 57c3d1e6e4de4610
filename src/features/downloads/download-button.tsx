import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckedDownload } from '../../engine/content/checked-download';
import { useApi } from '../../engine/portal-context';
import type { ButtonVariant } from '../../lib/ui/button';
import { checkDownload } from './downloads-api';

/** A file of the download area, for a logged-in user; each download is counted. */
export function DownloadButton({
  id,
  label,
  variant,
  testId = 'download',
}: {
  id: number;
  label: ReactNode;
  variant?: ButtonVariant;
  testId?: string;
}) {
  const { t } = useTranslation('library');
  const api = useApi();
  return (
    <CheckedDownload
      check={(token) => checkDownload(api, id, token)}
      label={label}
      loginMessage={t('loginToDownload')}
      variant={variant}
      testId={testId}
    />
  );
}
