import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** The database is opened by the caller (main, dev, tests) and closed with the app. */
export default fp(
  async function database(app: FastifyInstance, { db, closeWithApp }: { db: Database; closeWithApp: boolean }) {
    app.decorate('db', db);
    if (closeWithApp) app.addHook('onClose', () => db.close());
  },
  { name: 'database' },
);
