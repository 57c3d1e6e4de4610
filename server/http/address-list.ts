import { compile } from '@fastify/proxy-addr';

/**
 * A matcher of client addresses against a list of addresses and CIDR ranges (and proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`). An entry that is not one of those stops the start-up, naming the
 * variable it came from.
 */
export function addressMatcher(variable: string, entries: readonly string[]): (address: string) => boolean {
  if (!entries.length) return () => false;
  let trusts: (address: string, hop: number) => boolean;
  try {
    trusts = compile([...entries]);
  } catch (err) {
    throw new Error(`${variable} takes addresses or CIDR ranges separated by commas: ${(err as Error).message}`);
  }
  return (address) => trusts(address, 0);
}
