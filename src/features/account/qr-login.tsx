import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountScanCalls } from '../../../shared/calls/account-scan';
import type { QrStatus } from '../../../shared/calls/enums';
import { useApi } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { useLoginSuccess } from './use-login-success';

const POLL_MS = 2000;
const QR_SIZE = 180;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 8px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Code = styled.div`
  position: relative;
  padding: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  background: ${({ theme }) => theme.colors.surface};
  opacity: 0.96;
  color: ${({ theme }) => theme.colors.text};
`;

interface Ticket {
  ticket: string;
  url: string;
}

/** QR-code login: WAITING → SCANED → LOGINED, or TIMEOUT with a one-click refresh (SPEC §4). */
export function QrLogin({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const api = useApi();
  const done = useLoginSuccess();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [status, setStatus] = useState<QrStatus>('WAITING');
  const [scanner, setScanner] = useState('');

  const issue = useCallback(async () => {
    setStatus('WAITING');
    setScanner('');
    const body = await api.call(accountScanCalls.scanQrcode, {}).catch(() => null);
    if (body) setTicket({ ticket: body.ticket, url: new URL(body.url, window.location.origin).href });
  }, [api]);

  useEffect(() => {
    void issue();
  }, [issue]);

  useEffect(() => {
    if (!ticket || preview || status === 'TIMEOUT' || status === 'LOGINED') return;
    const timer = window.setInterval(async () => {
      const body = await api.call(accountScanCalls.scanStatus, { ticket: ticket.ticket }, { silent: true }).catch(() => null);
      if (!body) return;
      setStatus(body.status);
      if (body.scanner) setScanner(body.scanner.realname);
      if (body.status === 'LOGINED' && body.session) done(body.session);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [api, ticket, status, preview, done]);

  return (
    <Box data-testid="qr-login" data-status={status} data-url={ticket?.url}>
      <Code>
        {ticket && <QRCodeSVG value={ticket.url} size={QR_SIZE} level="L" marginSize={1} title={t('account.qrTitle')} />}
        {status === 'TIMEOUT' && (
          <Overlay>
            <span>{t('account.qrExpired')}</span>
            <Button type="button" onClick={() => void issue()}>
              {t('account.qrRefresh')}
            </Button>
          </Overlay>
        )}
      </Code>
      <p>{status === 'SCANED' ? t('account.qrScanned', { name: scanner }) : t('account.qrHint')}</p>
    </Box>
  );
}
