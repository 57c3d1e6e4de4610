import type { FastifyInstance } from 'fastify';
import { SEARCH_TYPES, type SearchRequest } from '../../../shared/search-contract';
import { ok } from '../../http/envelope';
import { indexPending } from '../../services/content/search-index';
import { search } from '../../services/content/search';
import { keywordSchema, requiredBody, trimKeyword } from './news-schemas';

// The keyword is trimmed before validation, so a blank or too long keyword answers 40001 like any bad field.
const searchSchema = {
  body: requiredBody(['keyword'], {
    keyword: { ...keywordSchema, minLength: 1 },
    type: { type: 'string', enum: SEARCH_TYPES },
    // No defaults: the page size depends on whether one group or all are asked for.
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50 },
  }),
} as const;

/** SPEC §5 site search; registered under both /news/pub and /ai/pub. */
export default async function searchRoutes(app: FastifyInstance) {
  app.addHook('preValidation', trimKeyword);
  // Items added while the app was down (or by the seed) are indexed before the first request.
  app.addHook('onReady', async () => {
    await indexPending(app.db);
  });

  app.post<{ Body: SearchRequest }>('/search', { schema: searchSchema }, async (request) => ok(await search(app.db, request.body)));
}
