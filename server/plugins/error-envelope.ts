import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/envelope';
import { errorAnswer } from '../http/failure-answer';
import { redactUrl } from '../http/log-safety';

/** One error handler: SPEC §8 envelope, never a 5xx message leaked. */
export default fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error);
    if (status === 503 && !reply.hasHeader('retry-after')) void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    // A 503 is by design (the database away, not ready yet); an outage is logged once when it starts and ends.
    if (status >= 500 && status !== 503) {
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
