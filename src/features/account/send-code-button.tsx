import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/button';

const COOLDOWN_SECONDS = 60;

/** "Get code" with the server's one-a-minute limit shown as a countdown. */
export function SendCodeButton({ onSend, disabled }: { onSend: () => Promise<boolean>; disabled?: boolean }) {
  const { t } = useTranslation('pages');
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const send = async () => {
    setSending(true);
    const sent = await onSend();
    setSending(false);
    if (sent) setLeft(COOLDOWN_SECONDS);
  };
  return (
    <Button type="button" $variant="ghost" disabled={disabled || sending || left > 0} onClick={() => void send()} data-testid="send-code">
      {left > 0 ? t('account.resendIn', { seconds: left }) : t('account.sendCode')}
    </Button>
  );
}
