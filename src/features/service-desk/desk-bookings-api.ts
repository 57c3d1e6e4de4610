import { bookingCalls } from '../../../shared/calls/booking';
import type { CallBody } from '../../../shared/calls/define-call';
import type { ApiClient } from '../../lib/api/api-client';

/** A page of the operator's bookings; a refusal rejects with the server's msg, which the load view shows. */
export const loadDeskBookings = (api: ApiClient, body: CallBody<typeof bookingCalls.deskList>, token: string) =>
  api.call(bookingCalls.deskList, body, { token, silent: true });
