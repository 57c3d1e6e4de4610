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
  /** Demo bookings one phone number may make in 24 hours. */
  bookingsPerPhonePerDay: number;
  /** Demo bookings one address may make in an hour. */
  bookingsPerAddressPerHour: number;
  /** Demo bookings one tenant may take in a China day, from every address together. */
  bookingsPerTenantPerDay: number;
  /** Guests one address, and one tenant from every address together, may create in a China day. */
  guestsPerAddressPerDay: number;
  guestsPerTenantPerDay: number;
  /** Guest chat messages stored a China day per address, and their characters; operators' are not counted. */
  chatMessagesPerAddressPerDay: number;
  chatCharactersPerAddressPerDay: number;
  /** The same for one tenant, from every address together. */
  chatMessagesPerTenantPerDay: number;
  chatCharactersPerTenantPerDay: number;
  /** Guest messages of one conversation in 24 hours. */
  chatMessagesPerConversationPerDay: number;
  /** Tracking events (page views, leaves) kept a China day per address, and per tenant; later ones are ignored. */
  traceEventsPerAddressPerDay: number;
  traceEventsPerTenantPerDay: number;
}

export const DEFAULT_ANONYMOUS_LIMITS: AnonymousLimits = {
  guestsPerAddressPerHour: 600,
  readsPerVisitorPerDay: 200,
  readsPerAddressPerDay: 2000,
  bookingsPerPhonePerDay: 3,
  bookingsPerAddressPerHour: 10,
  bookingsPerTenantPerDay: 1_000,
  guestsPerAddressPerDay: 1_000,
  guestsPerTenantPerDay: 20_000,
  chatMessagesPerAddressPerDay: 200,
  chatCharactersPerAddressPerDay: 40_000,
  chatMessagesPerTenantPerDay: 5_000,
  chatCharactersPerTenantPerDay: 500_000,
  chatMessagesPerConversationPerDay: 100,
  traceEventsPerAddressPerDay: 10_000,
  traceEventsPerTenantPerDay: 200_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    anonymousLimits: AnonymousLimits;
  }
}
