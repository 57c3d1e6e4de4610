import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { Dialog } from '../../lib/ui/dialog';

// The gallery's dialogs, loaded when one is opened: the dialog code stays out of /open/ui's first load.

export default function UiDialogDemo({ kind, onClose }: { kind: 'dialog' | 'confirm'; onClose: () => void }) {
  const { t } = useTranslation('open');
  return kind === 'dialog' ? (
    <Dialog title={t('ui.dialogTitle')} closeLabel={t('ui.close')} onClose={onClose}>
      <p>{t('ui.dialogText')}</p>
    </Dialog>
  ) : (
    <ConfirmDialog
      title={t('ui.confirmTitle')}
      message={t('ui.confirmText')}
      confirmLabel={t('ui.confirm')}
      cancelLabel={t('ui.cancel')}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
