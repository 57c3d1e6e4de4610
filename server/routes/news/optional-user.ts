import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The user of a valid bearer token, or null: public calls work without one. */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    return (await app.requireUser(request)).userId;
  } catch {
    return null;
  }
}
