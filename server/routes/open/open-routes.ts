import type { FastifyInstance } from 'fastify';
import { openCalls } from '../../../shared/calls/open';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { apiGroup, apiGroups, type OpenApiDocument } from '../../services/open/api-catalogue';

/** The open platform's pages: this API host's OpenAPI document, read at request time, grouped by area. */
export default async function openRoutes(app: FastifyInstance) {
  const doc = () => app.swagger() as unknown as OpenApiDocument;

  registerCall(app, openCalls.apiGroups, async () => ok({ groups: apiGroups(doc()) }));

  registerCall(app, openCalls.apiGroup, async ({ body }) => {
    const model = apiGroup(doc(), body.id);
    if (!model) throw fail('contentNotFound');
    return ok({ model });
  });
}
