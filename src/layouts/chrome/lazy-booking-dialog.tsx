import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { bookingOpenAtom } from '../../engine/booking/booking-state';

// The dialog (form, QR code) loads when first opened: the public pages' first-load script does not carry it.
const BookingDialog = lazy(() => import('../../engine/booking/booking-dialog').then((module) => ({ default: module.BookingDialog })));

/** The one booking dialog of the portal, mounted while open. */
export function LazyBookingDialog() {
  const open = useAtomValue(bookingOpenAtom);
  return open ? (
    <Suspense fallback={null}>
      <BookingDialog />
    </Suspense>
  ) : null;
}
