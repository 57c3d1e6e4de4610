import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer } from '../http/failure-answer';
import { redactUrl } from '../http/log-safety';

/** One error handler: SPEC §8 envelope, never a 5xx message leaked. */
export default fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error);
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: redactUrl(request.url), params: request.params }, 'request failed');
    }
    // The route's response schema describes its success; a failure is our own envelope, sent as it is.
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(body);
  });
});
