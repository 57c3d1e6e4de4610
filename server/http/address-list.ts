import { compile } from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';

/** The ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

// Strict forms only: ipaddr alone would also take '10.0.0' or '1.5' as IPv4 addresses.
const isAddress = (value: string) => ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value);
const isRange = (value: string) => ipaddr.IPv4.isValidCIDRFourPartDecimal(value) || ipaddr.IPv6.isValidCIDR(value);

/**
 * A matcher of client addresses against a list of addresses and CIDR ranges (and proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`), as TRUST_PROXY and RATE_LIMIT_EXEMPT take them. An entry that is
 * none of those stops the start-up with `help` and the entry.
 */
export function addressMatcher(
  variable: string,
  entries: readonly string[],
  help = `${variable} takes addresses or CIDR ranges separated by commas`,
): (address: string) => boolean {
  const bad = entries.find((entry) => !NAMED_RANGES.includes(entry) && !isAddress(entry) && !isRange(entry));
  if (bad !== undefined) throw new Error(`${help} ('${bad}' is neither an address nor a CIDR range)`);
  if (!entries.length) return () => false;
  const trusts = compile([...entries]);
  return (address) => trusts(address, 0);
}
