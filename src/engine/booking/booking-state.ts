import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTenant } from '../portal-context';

/** The booking dialog is open. It is mounted only while open, so its form starts empty on every open (SPEC §4). */
export const bookingOpenAtom = atom(false);

/** Opens the booking dialog; null on a tenant whose manifest turns booking off (no entry point shows). */
export function useOpenBooking(): (() => void) | null {
  const tenant = useTenant();
  const setOpen = useSetAtom(bookingOpenAtom);
  const open = useCallback(() => setOpen(true), [setOpen]);
  return tenant.features.booking ? open : null;
}
