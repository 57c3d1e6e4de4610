import { type LookupFunction, Socket, type TcpSocketConnectOpts } from 'node:net';
import ipaddr from 'ipaddr.js';
import { vi } from 'vitest';

// Imported by a test file that fetches through the outbound guard: a safety net under every TCP socket that refuses
// to connect anywhere but loopback (an address given, or one a lookup answers), so even a broken guard cannot send
// a test's traffic out.

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
const outside = (address: string) => new Error(`test tried to connect outside loopback: ${address}`);
const realConnect = Socket.prototype.connect;

vi.spyOn(Socket.prototype, 'connect').mockImplementation(function (this: Socket, ...args: unknown[]) {
  const options = args[0] as TcpSocketConnectOpts;
  if (typeof options === 'object' && options.host) {
    if (ipaddr.isValid(options.host) && !isLoopback(options.host)) throw outside(options.host);
    const lookup = options.lookup;
    if (lookup) {
      const checked: LookupFunction = (hostname, lookupOptions, callback) =>
        lookup(hostname, lookupOptions, (err, address, family) => {
          const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
          const bad = all.find((a) => !isLoopback(a));
          if (bad !== undefined) callback(outside(bad), '', 4);
          else callback(err, address, family);
        });
      args[0] = { ...options, lookup: checked };
    }
  }
  return Reflect.apply(realConnect, this, args) as Socket;
});
