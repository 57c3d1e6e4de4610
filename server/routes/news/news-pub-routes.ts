import type { FastifyInstance } from 'fastify';
import type { GetByNameRequest } from '../../../shared/api-contract';
import { ok } from '../../http/envelope';
import { listNewsColumns } from '../../services/news-columns';
import { findPageTdk } from '../../services/page-tdk';

const getByNameSchema = {
  body: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$' } },
  },
} as const;

const newsDirListSchema = {
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { bizType: { type: 'string', enum: ['NEWS', 'KNOW'] } },
  },
} as const;

/** SPEC §7 news calls; registered under both /news/pub and /ai/pub. */
export default async function newsPubRoutes(app: FastifyInstance) {
  app.post<{ Body: GetByNameRequest }>('/getByName', { schema: getByNameSchema }, async (request) => {
    return ok({ model: await findPageTdk(app.db, request.tenant.id, request.body.name) });
  });

  app.post<{ Body: { bizType?: 'NEWS' | 'KNOW' } | null }>(
    '/newsDirList',
    { schema: newsDirListSchema },
    async (request) => ok({ list: await listNewsColumns(app.db, request.body?.bizType) }),
  );
}
