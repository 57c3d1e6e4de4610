import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import summaries from '../../locales/zh-cn/calls.json';
import { API_PREFIX, type CallRow } from '../../shared/calls/define-call';
import { REFUSALS } from '../../shared/calls/refusals';
// Routes carry their call row in config.call (declared there); the routes themselves are found by glob.
import type {} from '../http/register-call';

const BEARER = 'bearer';

/** Each refusal's business code and HTTP status by reason (shared/calls/<area>.ts): what a call may answer besides 30000. */
const REFUSAL_CODES = Object.fromEntries(Object.entries(REFUSALS).map(([reason, { code, status }]) => [reason, { code, status }]));

/** The Chinese one-line summary of a row (locales/zh-cn/calls.json, by area and call). */
export function summaryOf(row: CallRow): string | undefined {
  const key = row.name.slice(row.area.length + 1);
  return (summaries as Record<string, Record<string, string> | undefined>)[row.area]?.[key];
}

/**
 * Rows the open platform's public pages leave out: calls that need an operator's role (the service desk, chat
 * answering, bookings and analytics of the operators; the console's editors and admins) and the development area, which is served only while
 * codes go to the outbox. Marked `x-internal` in the document, which still describes every row.
 */
export const isInternalCall = (row: Pick<CallRow, 'role' | 'area'>): boolean =>
  row.role === 'operator' || row.role === 'editor' || row.role === 'admin' || row.area === 'dev';

/**
 * The OpenAPI 3 document of the call table (@fastify/swagger), built from the routes that registerCall adds:
 * each path of a row with its request and response schema. Anything else the server answers is left out.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'portal API', version: '1' },
        servers: [{ url: API_PREFIX }],
        components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer' } } },
        // An extension field: OpenAPI has no place for business codes that travel inside a 200 answer.
        ...{ 'x-refusals': REFUSAL_CODES },
      },
      hideUntagged: true,
      transform: ({ schema, url, route }) => {
        const row = route.config?.call;
        if (!row) return { schema, url };
        const primary = url === `${API_PREFIX}${row.path}`;
        const docs: FastifySchema & Record<string, unknown> = {
          ...schema,
          tags: [row.area],
          summary: summaryOf(row),
          // One operation id per row, on its primary path; twins share its summary.
          ...(primary && { operationId: row.name }),
          ...(row.login && { security: [{ [BEARER]: [] }] }),
          ...(isInternalCall(row) && { 'x-internal': true }),
          // A file upload's body is the file; its fields are in the query string (registerCall's querystring schema).
          ...(row.consumes === 'bytes' && {
            body: { content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          }),
        };
        return { schema: docs, url: url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) || '/' : url };
      },
    });
  },
  { name: 'openapi' },
);
