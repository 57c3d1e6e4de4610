import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../lib/ui/button';
import { useTenant } from '../portal-context';
import { WeChatQr } from '../we-chat-qr';

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
  svg {
    max-width: 100%;
    height: auto;
  }
`;

const Hint = styled.p`
  font-size: 14px;
`;

/** What replaces the booking form once it has gone through: thanks, the tenant's official account's QR code and how to use it. */
export function BookingThanks({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { name } = useTenant().weChat;
  return (
    <Thanks data-testid="booking-thanks" role="status">
      <h3>{t('booking.thanksTitle')}</h3>
      <p>{t('booking.thanksText')}</p>
      <WeChatQr size={QR_SIZE} label={t('booking.qrAlt', { name })} testId="booking-qr" />
      <Hint>{t('booking.qrHint', { name })}</Hint>
      <Button type="button" onClick={onDone}>
        {t('booking.done')}
      </Button>
    </Thanks>
  );
}
