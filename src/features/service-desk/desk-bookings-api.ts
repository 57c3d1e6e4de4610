import { bookingCalls } from '../../../shared/calls/booking';
import type { CallBody } from '../../../shared/calls/define-call';
import { isSuccess, type ApiClient } from '../../lib/api/api-client';

/** A page of the operator's bookings; a refusal rejects with the server's msg, which the load view shows. */
export async function loadDeskBookings(api: ApiClient, body: CallBody<typeof bookingCalls.deskList>, token: string) {
  const answer = await api.call(bookingCalls.deskList, body, { token, silent: true });
  if (!isSuccess(answer)) throw new Error(answer.msg);
  return answer;
}
