import { useState, type ReactNode } from 'react';
import type { CheckLoginReply } from '../../../shared/calls/content-fields';
import { CallRefused } from '../../lib/api/call-refused';
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
  const toasts = useToasts();
  const { user, ask, prompt } = useLoginPrompt(loginMessage);
  const [busy, setBusy] = useState(false);

  const download = () => {
    setBusy(true);
    check(user?.token)
      .then((answer) => {
        if (answer.loggedIn && answer.url) window.location.assign(answer.url);
        else ask();
      })
      // A refusal shows the server's msg; HTTP failures have shown their SPEC §8 toast already.
      .catch((error: unknown) => {
        if (error instanceof CallRefused) toasts.show(error.message, 'error');
      })
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
