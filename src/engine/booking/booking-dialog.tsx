import { useAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '../../lib/ui/dialog';
import { BookingForm } from './booking-form';
import { bookingOpenAtom } from './booking-state';
import { BookingThanks } from './booking-thanks';

const Lead = styled.p`
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * SPEC §2 "book a demo": one dialog for the whole portal, mounted once by the layout and opened through
 * useOpenBooking(). 540 px wide, the whole screen's width under 800 px.
 */
export function BookingDialog() {
  const [open, setOpen] = useAtom(bookingOpenAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return open ? <OpenBookingDialog onClose={close} /> : null;
}

function OpenBookingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [booked, setBooked] = useState(false);
  return (
    <Dialog title={t('booking.title')} closeLabel={t('close')} onClose={onClose} fullOnMobile testId="booking-dialog">
      {booked ? (
        <BookingThanks onDone={onClose} />
      ) : (
        <>
          <Lead>{t('booking.lead')}</Lead>
          <BookingForm onBooked={() => setBooked(true)} />
        </>
      )}
    </Dialog>
  );
}
