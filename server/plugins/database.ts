import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database is opened by the caller (main, dev, tests) and closed with the app. An outage is logged here,
 * once when it begins and once when it ends; requests meanwhile are answered 503 (error-envelope.ts).
 */
export default fp(
  async function database(app: FastifyInstance, { db, closeWithApp }: { db: Database; closeWithApp: boolean }) {
    app.decorate('db', db);
    const stopLogging = db.onAvailabilityChange((available, cause) => {
      if (available) app.log.info('database answers again');
      else app.log.error({ err: cause }, 'database unavailable: calls and pages answer 503 until it is back');
    });
    app.addHook('onClose', async () => {
      stopLogging();
      if (closeWithApp) await db.close();
    });
  },
  { name: 'database' },
);
