import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckLoginReply } from '../../../shared/calls/content-fields';
import { isSuccess } from '../../lib/api/api-client';
import { Button, type ButtonVariant } from '../../lib/ui/button';
import { useToasts } from '../portal-context';
import { useLoginPrompt } from './use-login-prompt';

export interface CheckedDownloadProps {
  /** The check-login call of the item (doc/checkLogin, download/checkLogin) with the caller's token, if any. */
  check: (token: string | undefined) => Promise<CheckLoginReply>;
  label: ReactNode;
  busyLabel?: ReactNode;
  loginMessage: string;
  variant?: ButtonVariant;
  testId: string;
}

/**
 * A download that the check-login call decides: a caller the server does not know as logged in is asked to
 * log in; otherwise the browser goes to the one-time address, which answers the file as an attachment.
 */
export function CheckedDownload({ check, label, busyLabel, loginMessage, variant = 'primary', testId }: CheckedDownloadProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { user, ask, prompt } = useLoginPrompt(loginMessage);
  const [busy, setBusy] = useState(false);

  const download = () => {
    setBusy(true);
    check(user?.token)
      .then((answer) => {
        if (!isSuccess(answer)) toasts.show(answer.msg ?? t('errors:http.network'), 'error');
        else if (answer.loggedIn && answer.url) window.location.assign(answer.url);
        else ask();
      })
      // HTTP failures have shown their SPEC §8 toast already.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button type="button" $variant={variant} disabled={busy} onClick={download} data-testid={testId}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
      {prompt}
    </>
  );
}
