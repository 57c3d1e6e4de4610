import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { listReadHistory, type Paging } from '../../services/content/news';
import { optionalBody, pagingProperties } from './news-schemas';

const pagingSchema = { body: optionalBody(pagingProperties) } as const;

/** SPEC §7 private news calls under /news: a bearer token is required (HTTP 401, code 40100 without one). */
export default async function newsPrivateRoutes(app: FastifyInstance) {
  app.post<{ Body: Paging | null }>('/readHistory/listPaged', { schema: pagingSchema }, async (request) => {
    const user = await app.requireUser(request);
    return ok(await listReadHistory(app.db, user.userId, request.body ?? {}));
  });
}
