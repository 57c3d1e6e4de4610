import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { ERROR_CODES as E } from '../../shared/api-contract';
import { REFUSALS } from '../../shared/calls/refusals';
import { TEXT_KEYWORD } from '../../shared/calls/schema';
import { isDatabaseUnavailable } from '../db/database-availability';
import { serverText } from '../server-text';
import { Failure } from '../services/failure';
import { ApiError } from './envelope';

/** What the API host answers: the HTTP status and the SPEC §7 envelope. */
export interface Answer {
  status: number;
  body: { code: string; msg: string } & Record<string, unknown>;
}

/** The 40001 msg for one broken rule of one field. */
export function invalidText(keyword: string, field: string, limit?: unknown): string {
  const known = [
    'required',
    'type',
    'maxLength',
    'minLength',
    'pattern',
    'format',
    'enum',
    'additionalProperties',
    'minimum',
    'maximum',
    'controlCharacters',
    'loneSurrogate',
  ];
  const rule = keyword === TEXT_KEYWORD ? 'controlCharacters' : known.includes(keyword) ? keyword : 'other';
  const detail = serverText(`rules.${rule}`, { field, limit });
  return serverText('invalidRequest', { detail });
}

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
  // The text keyword says which of its rules the field broke (server/http/ajv-options.ts).
  const keyword = first.keyword === TEXT_KEYWORD && typeof params.rule === 'string' ? params.rule : first.keyword;
  return invalidText(keyword, fieldOf(first), params.limit);
}

export function failureAnswer({ reason, vars, fields }: Failure): Answer {
  const { code, status, text } = REFUSALS[reason];
  if (reason === 'invalidField') return { status, body: { code, msg: invalidText(String(vars.rule), String(vars.field), vars.limit) } };
  return { status, body: { ...fields, code, msg: serverText(text, vars) } };
}

const BAD_BODY_MESSAGE: Record<number, string> = { 413: 'bodyTooLarge', 415: 'unsupportedMediaType' };

/** The answer to any error a call raised; 5xx answers never carry the error's own words. */
export function errorAnswer(error: FastifyError | Error): Answer {
  if (error instanceof Failure) return failureAnswer(error);
  if (error instanceof ApiError) return { status: error.statusCode, body: { ...error.fields, code: error.code, msg: error.message } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { code: E.unavailable, msg: serverText('unavailable') } };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return { status: 200, body: { code: E.invalid, msg: describeValidation(fastifyError.validation) } };
  if (fastifyError.statusCode === 429) return { status: 429, body: { code: E.tooMany, msg: serverText('tooManyRequests') } };
  const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (status >= 500) {
    const unavailable = status === 503;
    return { status, body: { code: unavailable ? E.unavailable : E.internal, msg: serverText(unavailable ? 'unavailable' : 'internal') } };
  }
  // Any other client error is bad input: a business error with our own words, never the framework's.
  const key = BAD_BODY_MESSAGE[status] ?? (/^FST_ERR_CTP_/.test(fastifyError.code ?? '') ? 'invalidJson' : 'badRequest');
  return { status: 200, body: { code: E.invalid, msg: serverText(key) } };
}
