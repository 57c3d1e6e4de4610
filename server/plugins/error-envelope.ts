import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/api-contract';
import { ApiError } from '../http/envelope';
import { serverText } from '../server-text';

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  return [path, extra].filter(Boolean).join('.') || serverText('rules.other', { field: '' }).trim();
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

function isBadBody(error: FastifyError): boolean {
  return error.statusCode === 400 && /^FST_ERR_CTP_/.test(error.code ?? '');
}

/** One error handler: SPEC §8 envelope, never a 5xx message leaked. */
export default fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ code: error.code, msg: error.message });
    }
    if (error.validation) {
      return reply.status(200).send({ code: ERROR_CODES.invalid, msg: describeValidation(error.validation) });
    }
    if (isBadBody(error)) {
      return reply.status(200).send({ code: ERROR_CODES.invalid, msg: serverText('invalidJson') });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: ERROR_CODES.tooMany, msg: serverText('tooManyRequests') });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url, params: request.params }, 'request failed');
      const code = status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal;
      return reply.status(status).send({ code, msg: serverText(status === 503 ? 'unavailable' : 'internal') });
    }
    return reply.status(status).send({ code: ERROR_CODES.invalid, msg: serverText('invalidRequest', { detail: error.message }) });
  });
});
