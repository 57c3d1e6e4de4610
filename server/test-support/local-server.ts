import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  server: Server;
  /** http://host:port */
  base: string;
  close(): Promise<void>;
}

/** An HTTP server on a loopback address and a free port: a test's stand-in for a remote site. */
export async function localServer(handler: RequestListener, host = '127.0.0.1'): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, host, done));
  return {
    server,
    base: `http://${host}:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
