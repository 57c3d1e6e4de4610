import { addressMatcher } from './address-list';

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server (a hop count), or which addresses are
 * proxies (addresses, CIDR ranges, or @fastify/proxy-addr's names). Never "trust everyone".
 */
export type TrustProxy = number | string[];

const HELP =
  "TRUST_PROXY must be the number of reverse proxies in front of the server (e.g. '1') or a comma-separated list " +
  "of their addresses or CIDR ranges (e.g. '10.0.0.5,192.168.0.0/16'); 'true' is not accepted, since it would let " +
  'any client choose its own address';

/** Reads TRUST_PROXY; unset or empty is off. Anything else that is not a hop count or a list of proxies stops the start. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1) throw new Error(`${HELP}; a hop count is 1 or more, got '${value}'`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  addressMatcher('TRUST_PROXY', entries, `${HELP}; got '${value}'`);
  return entries;
}

type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * The `trustProxy` option of Fastify. A list goes as it is. Fastify 5.12 reads a bare number as "trust
 * nobody" (it cannot check the peer), so a hop count goes as the function @fastify/proxy-addr used to make of
 * it: the nearest `hops` addresses of the chain are proxies, and the client is the next one to the left.
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined): FastifyTrustProxy {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
