import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time: the wall clock, or the tests' controllable clock (AppOptions.clock). */
    now: () => Date;
  }
}

/** One clock for everything that depends on the day (sign-in streaks, tracking's daily salt, rollups). */
export default fp(
  async function clock(app: FastifyInstance, { now }: { now?: () => Date }) {
    app.decorate('now', now ?? (() => new Date()));
  },
  { name: 'clock' },
);
