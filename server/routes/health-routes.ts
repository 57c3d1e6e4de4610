import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok', database: app.db.kind, tenants: app.tenants.tenants.length };
  });
}
