import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/api-contract';
import { ApiError } from '../http/envelope';
import { redactUrl } from '../http/log-safety';
import { serverText } from '../server-text';

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  return [path, extra].filter(Boolean).join('.') || serverText('requestBody');
}

/** Turns ajv's findings into one readable sentence of locales/zh-cn/server.json. */
export function describeValidation(errors: FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (!first) return serverText('invalidRequest', { detail: '' });
  const params = first.params as Record<string, unknown>;
  const known = ['required', 'type', 'maxLength', 'minLength', 'pattern', 'format', 'enum', 'additionalProperties', 'minimum', 'maximum'];
  const rule = known.includes(first.keyword) ? first.keyword : 'other';
  const detail = serverText(`rules.${rule}`, { field: fieldOf(first), limit: params.limit });
  return serverText('invalidRequest', { detail });
}

const BAD_BODY_MESSAGE: Record<number, string> = { 413: 'bodyTooLarge', 415: 'unsupportedMediaType' };

/** One error handler: SPEC §8 envelope, never a 5xx message leaked. */
export default fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ ...error.fields, code: error.code, msg: error.message });
    }
    if (error.validation) {
      return reply.status(200).send({ code: ERROR_CODES.invalid, msg: describeValidation(error.validation) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: ERROR_CODES.tooMany, msg: serverText('tooManyRequests') });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: redactUrl(request.url), params: request.params }, 'request failed');
      const code = status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal;
      return reply.status(status).send({ code, msg: serverText(status === 503 ? 'unavailable' : 'internal') });
    }
    // Any other client error is bad input: a business error with our own words, never the framework's.
    const key = BAD_BODY_MESSAGE[status] ?? (/^FST_ERR_CTP_/.test(error.code ?? '') ? 'invalidJson' : 'badRequest');
    return reply.status(200).send({ code: ERROR_CODES.invalid, msg: serverText(key) });
  });
});
