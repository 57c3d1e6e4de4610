import type { FastifyInstance } from 'fastify';
import type { OperationListRequest, ReadHistoryCreateRequest } from '../../../shared/library-contract';
import { ok } from '../../http/envelope';
import type { Paging } from '../../services/content/paging';
import {
  listOperations,
  listReadHistory,
  listUserDownloads,
  READABLE_TYPES,
  recordRead,
  requireContent,
  type ContentType,
} from '../../services/content/user-content';
import { idSchema, optionalBody, pagingProperties, requiredBody } from './news-schemas';

const pagingSchema = { body: optionalBody(pagingProperties) } as const;
const readHistoryCreateSchema = {
  body: requiredBody(['bizType', 'bizId'], { bizType: { type: 'string', enum: READABLE_TYPES }, bizId: idSchema }),
} as const;
const operationListSchema = {
  body: requiredBody(['kind'], { kind: { type: 'string', enum: ['praise', 'favorite'] }, ...pagingProperties }),
} as const;

/** SPEC §7 private news calls under /news: a bearer token is required (HTTP 401, code 40100 without one). */
export default async function newsPrivateRoutes(app: FastifyInstance) {
  app.post<{ Body: Paging | null }>('/readHistory/listPaged', { schema: pagingSchema }, async (request) => {
    const user = await app.requireUser(request);
    return ok(await listReadHistory(app.db, user.userId, request.body ?? {}));
  });

  app.post<{ Body: ReadHistoryCreateRequest & { bizType: ContentType } }>(
    '/readHistory/create',
    { schema: readHistoryCreateSchema },
    async (request) => {
      const user = await app.requireUser(request);
      const { bizType, bizId } = request.body;
      await requireContent(app.db, bizType, bizId);
      await recordRead(app.db, user.userId, bizType, bizId);
      return ok({});
    },
  );

  app.post<{ Body: OperationListRequest }>('/operation/listPaged', { schema: operationListSchema }, async (request) => {
    const user = await app.requireUser(request);
    return ok(await listOperations(app.db, user.userId, request.body));
  });

  app.post<{ Body: Paging | null }>('/download/listPaged', { schema: pagingSchema }, async (request) => {
    const user = await app.requireUser(request);
    return ok(await listUserDownloads(app.db, user.userId, request.body ?? {}));
  });
}
