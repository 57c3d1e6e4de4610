/**
 * Caps on what visitors write without an account, so that a script cannot grow a table without bound:
 * per address (an IPv6 /64 counts as one, see client-address.ts) and per visitor id.
 */
export interface AnonymousLimits {
  /** Guests (SPEC §4: chat identities) an address may create in an hour; the portal makes one per page load. */
  guestsPerAddressPerHour: number;
  /** News reads counted a day for one visitor id (or account, or address without an id); later ones are not. */
  readsPerVisitorPerDay: number;
  /** News reads counted a day for one address, whichever visitor ids it sends. */
  readsPerAddressPerDay: number;
  /** Demo bookings one phone number may make in 24 hours (issue 12). */
  bookingsPerPhonePerDay: number;
  /** Demo bookings one address may make in an hour. */
  bookingsPerAddressPerHour: number;
}

export const DEFAULT_ANONYMOUS_LIMITS: AnonymousLimits = {
  guestsPerAddressPerHour: 600,
  readsPerVisitorPerDay: 200,
  readsPerAddressPerDay: 2000,
  bookingsPerPhonePerDay: 3,
  bookingsPerAddressPerHour: 10,
};

declare module 'fastify' {
  interface FastifyInstance {
    anonymousLimits: AnonymousLimits;
  }
}
