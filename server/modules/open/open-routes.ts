import type { FastifyInstance } from 'fastify';
import { openCalls } from '../../../shared/calls/open';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { apiGroup, apiGroups, type OpenApiDocument } from './api-catalogue';

/** The open platform's pages: this API host's OpenAPI document, read at request time, grouped by area. */
export default async function openRoutes(app: FastifyInstance) {
  // @fastify/swagger builds the document once, after every route is registered, and then hands out the same
  // object: what is derived from it is kept with it.
  const derived = new WeakMap<object, { groups: ReturnType<typeof apiGroups>; group: Map<string, ReturnType<typeof apiGroup>> }>();
  const catalogue = () => {
    const doc = app.swagger() as unknown as OpenApiDocument;
    let entry = derived.get(doc);
    if (!entry) derived.set(doc, (entry = { groups: apiGroups(doc), group: new Map() }));
    const { groups, group } = entry;
    return {
      groups,
      // Only the document's own groups are kept: any other id asked for is answered, not remembered.
      group: (id: string) => {
        if (!groups.some((item) => item.id === id)) return null;
        if (!group.has(id)) group.set(id, apiGroup(doc, id));
        return group.get(id) ?? null;
      },
    };
  };

  registerCall(app, openCalls.apiGroups, async () => ok({ groups: catalogue().groups }));

  registerCall(app, openCalls.apiGroup, async ({ body }) => {
    const model = catalogue().group(body.id);
    if (!model) throw fail('contentNotFound');
    return ok({ model });
  });
}
