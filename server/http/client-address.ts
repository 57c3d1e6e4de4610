import ipaddr from 'ipaddr.js';

/** Whether a TCP peer's address is this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** The bits of an IPv6 address one subscriber holds: a /64 is what a single home or server is usually given. */
const IPV6_SUBSCRIBER_BITS = 64;

/**
 * The key per-address caps count under: an IPv4 address as it is, an IPv6 address by its /64, since one
 * subscriber can rotate through a /64's addresses at will and would otherwise escape every per-address cap.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_SUBSCRIBER_BITS}`);
  return `${network.toString()}/${IPV6_SUBSCRIBER_BITS}`;
}
