import type { FastifyInstance } from 'fastify';
import type { GuestCreateRequest } from '../../../shared/api-contract';
import { ERROR_CODES } from '../../../shared/api-contract';
import { ApiError, ok } from '../../http/envelope';
import { serverText } from '../../server-text';
import { createGuest } from '../../services/guests';
import { findServiceSetting } from '../../services/service-settings';

const guestCreateSchema = {
  body: {
    type: 'object',
    required: ['guest'],
    additionalProperties: false,
    properties: {
      guest: {
        type: 'object',
        required: ['source'],
        additionalProperties: false,
        // A source of only blanks is empty once trimmed.
        properties: { source: { type: 'string', minLength: 1, maxLength: 2048, pattern: '\\S' } },
      },
    },
  },
} as const;

const settingGetSchema = {
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
} as const;

/** SPEC §7 /crm/sdm/open calls. */
export default async function crmRoutes(app: FastifyInstance) {
  app.post<{ Body: GuestCreateRequest }>('/sdm/open/guest/create', { schema: guestCreateSchema }, async (request) => {
    const guestId = await createGuest(app.db, request.tenant.id, request.body.guest.source.trim());
    return ok({ guestId });
  });

  app.post('/sdm/open/setting/get', { schema: settingGetSchema }, async (request) => {
    const model = await findServiceSetting(app.db, request.tenant.id);
    if (!model) throw new ApiError(ERROR_CODES.notFound, serverText('unknownTenant'));
    return ok({ model });
  });
}
