import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** SPEC §5: drop empty and null values from the payload before validation. */
    dropEmpty?: boolean;
  }
}

/** SPEC §5: these fields are trimmed before they are validated or used. */
const TRIMMED = ['phone', 'account', 'realname', 'email', 'orgCode', 'inviteCode', 'vcode', 'icode'];

export function addPayloadRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const key of TRIMMED) {
      const value = record[key];
      if (typeof value === 'string') record[key] = value.trim();
    }
    if (request.routeOptions.config.dropEmpty) {
      for (const [key, value] of Object.entries(record)) {
        if (value === '' || value === null) delete record[key];
      }
    }
  });
}
