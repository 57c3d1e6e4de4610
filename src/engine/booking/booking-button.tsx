import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../lib/ui/button';
import { useOpenBooking } from './booking-state';

/** The book-a-demo button of the landing, home, product and solution pages; nothing where booking is off. */
export function BookingButton({ variant = 'ghost' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const open = useOpenBooking();
  if (!open) return null;
  return (
    <Button type="button" $variant={variant} onClick={open} data-testid="booking-open">
      {t('booking.open')}
    </Button>
  );
}
