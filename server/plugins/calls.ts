import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCallRegistry, type CallRegistry } from '../http/call-registry';

declare module 'fastify' {
  interface FastifyInstance {
    calls: CallRegistry;
  }
}

/** The registry of call handlers that registerCall fills and the server render calls into. */
export default fp(
  async function calls(app: FastifyInstance) {
    app.decorate('calls', createCallRegistry());
  },
  { name: 'calls' },
);
