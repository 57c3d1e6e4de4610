import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Button } from '../../lib/ui/button';

/** SPEC §2: the thank-you QR code is 300 px, error correction L, margin 1. */
const QR_SIZE = 300;

const Thanks = styled.div`
  text-align: center;
  h3 {
    font-size: 18px;
    margin-bottom: 8px;
  }
  p {
    margin-bottom: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
  canvas {
    max-width: 100%;
    height: auto !important;
  }
`;

const Hint = styled.p`
  font-size: 14px;
`;

/** What replaces the booking form once it has gone through: thanks, the official account's QR code and how to use it. */
export function BookingThanks({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const name = t('weChatAccount.name');
  return (
    <Thanks data-testid="booking-thanks" role="status">
      <h3>{t('booking.thanksTitle')}</h3>
      <p>{t('booking.thanksText')}</p>
      <QRCodeCanvas
        value={t('weChatAccount.qrUrl')}
        size={QR_SIZE}
        level="L"
        marginSize={1}
        fgColor={theme.colors.text}
        bgColor={theme.colors.surface}
        role="img"
        aria-label={t('booking.qrAlt', { name })}
        data-testid="booking-qr"
      />
      <Hint>{t('booking.qrHint', { name })}</Hint>
      <Button type="button" onClick={onDone}>
        {t('booking.done')}
      </Button>
    </Thanks>
  );
}
