import { defineCalls } from './define-call';
import { ArrayOf, Model, NoBody, Reply, StringType, type Static } from './schema';

// The operators' side of the customer service: who the caller serves. The chat calls are in
// chat.ts, the demo bookings' in booking.ts.

/** A tenant an operator serves: its id and title. */
export const DeskTenant = Model({ id: StringType(), title: StringType() });
export type DeskTenant = Static<typeof DeskTenant>;

export const serviceDeskCalls = defineCalls('desk', {
  /** The tenants whose customer service the caller answers; HTTP 403 for anyone who is not an operator. */
  me: {
    path: '/crm/sdm/desk/me',
    login: true,
    role: 'operator',
    body: NoBody,
    reply: Reply({ tenants: ArrayOf(DeskTenant) }),
  },
});
