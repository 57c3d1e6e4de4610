import type { FastifyInstance } from 'fastify';
import type { DirNewsRequest, GetByNameRequest, NewsGetRequest } from '../../../shared/api-contract';
import { PROJECT_TYPES } from '../../../shared/library-contract';
import { ok } from '../../http/envelope';
import {
  findTag,
  getNewsDetail,
  hotsAndBanner,
  listDirNews,
  listTagNews,
  listTags,
  operationState,
  polymerization,
  recordNewsRead,
  setOperation,
  statsCount,
  topRead,
  type OperationKind,
  type Paging,
} from '../../services/content/news';
import { listNewsColumns } from '../../services/news-columns';
import { findPageTdk } from '../../services/page-tdk';
import { emptySchema, idBodySchema, idSchema, optionalBody, pagingProperties, requiredBody } from './news-schemas';
import { optionalUser } from './optional-user';

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

const dirNewsSchema = {
  body: requiredBody(['dirId'], {
    dirId: idSchema,
    ...pagingProperties,
    projectType: { type: 'string', enum: PROJECT_TYPES },
    days: { type: 'integer', enum: [0, 3, 7, 30, 90, 365], default: 0 },
  }),
} as const;
const getSchema = {
  body: requiredBody(['id'], { id: idSchema, visitorId: { type: 'string', minLength: 1, maxLength: 64 } }),
} as const;
const tagListPagedSchema = { body: requiredBody(['tagId'], { tagId: idSchema, ...pagingProperties }) } as const;
const pagingSchema = { body: optionalBody(pagingProperties) } as const;
const topReadSchema = { body: optionalBody({ dirId: idSchema }) } as const;

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

  app.post<{ Body: DirNewsRequest }>('/dirNews', { schema: dirNewsSchema }, async (request) =>
    ok(await listDirNews(app.db, request.body)),
  );

  app.post<{ Body: NewsGetRequest }>('/get', { schema: getSchema }, async (request) => {
    const { id, visitorId } = request.body;
    const userId = await optionalUser(app, request);
    const visitorKey = userId ? `user:${userId}` : visitorId ? `visitor:${visitorId}` : `ip:${request.ip}`;
    await recordNewsRead(app.db, id, visitorKey, userId);
    return ok({ model: await getNewsDetail(app.db, id) });
  });

  app.post('/polymerization', { schema: emptySchema }, async () => ok({ list: await polymerization(app.db) }));

  app.post<{ Body: { id: number } }>('/tag', { schema: idBodySchema }, async (request) =>
    ok({ model: await findTag(app.db, request.body.id) }),
  );

  app.post<{ Body: Paging & { tagId: number } }>('/tagListPaged', { schema: tagListPagedSchema }, async (request) =>
    ok(await listTagNews(app.db, request.body.tagId, request.body)),
  );

  app.post<{ Body: Paging | null }>('/tagsPaged', { schema: pagingSchema }, async (request) =>
    ok(await listTags(app.db, request.body ?? {})),
  );

  app.post('/hotsAndBanner', { schema: emptySchema }, async () => ok(await hotsAndBanner(app.db)));

  app.post<{ Body: { dirId?: number } | null }>('/topRead', { schema: topReadSchema }, async (request) =>
    ok({ list: await topRead(app.db, request.body?.dirId) }),
  );

  app.post('/stats/count', { schema: emptySchema }, async () => ok(await statsCount(app.db)));

  // Private calls on a news item: a bearer token is required (HTTP 401, code 40100 without one).
  const operations: [string, OperationKind, boolean][] = [
    ['/praise', 'praise', true],
    ['/cancelPraise', 'praise', false],
    ['/favorite', 'favorite', true],
    ['/cancelFavorite', 'favorite', false],
  ];
  for (const [url, kind, on] of operations) {
    app.post<{ Body: { id: number } }>(url, { schema: idBodySchema }, async (request) => {
      const user = await app.requireUser(request);
      return ok(await setOperation(app.db, user.userId, request.body.id, kind, on));
    });
  }

  app.post<{ Body: { id: number } }>('/userOperation', { schema: idBodySchema }, async (request) => {
    const user = await app.requireUser(request);
    return ok(await operationState(app.db, user.userId, request.body.id));
  });
}
