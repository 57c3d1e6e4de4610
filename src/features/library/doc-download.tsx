import { useTranslation } from 'react-i18next';
import type { LibraryType } from '../../../shared/calls/enums';
import { CheckedDownload } from '../../engine/content/checked-download';
import { useApi } from '../../engine/portal-context';
import { checkDocDownload } from './library-api';

/** The full text of a standard, policy or paper, for a logged-in reader. */
export function DocDownload({ docType, id }: { docType: LibraryType; id: number }) {
  const { t } = useTranslation('library');
  const api = useApi();
  return (
    <CheckedDownload
      check={(token) => checkDocDownload(api, docType, id, token)}
      label={t('downloadFullText')}
      busyLabel={t('preparing')}
      loginMessage={t('loginToDownload')}
      testId="doc-download"
    />
  );
}
