import { useTranslation } from 'react-i18next';
import { useOpenBooking } from '../../engine/booking/booking-state';
import { FloatingButton } from './back-to-top';

/** The service widget's small book-a-demo button, above back-to-top; nothing where the tenant takes no bookings. */
export function BookingFloat() {
  const { t } = useTranslation();
  const open = useOpenBooking();
  if (!open) return null;
  return (
    <FloatingButton type="button" onClick={open} aria-label={t('booking.open')} data-testid="booking-float">
      {t('booking.short')}
    </FloatingButton>
  );
}
