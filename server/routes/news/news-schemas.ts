import type { FastifyRequest } from 'fastify';
import { KEYWORD_MAX } from '../../../shared/library-contract';

// JSON schemas shared by the news calls (SPEC §7). Ids are positive 32-bit integers, so a non-numeric or
// zero id answers 40001 through the error handler, never reaching SQL.

export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const pagingProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
} as const;

/** An object body with required fields and nothing unknown. */
export function requiredBody<P extends Record<string, object>, R extends readonly (keyof P & string)[]>(required: R, properties: P) {
  return { type: 'object', required, additionalProperties: false, properties } as const;
}

/** A body that may be absent, null or an object of these optional fields. */
export function optionalBody<P extends Record<string, object>>(properties: P) {
  return { type: ['object', 'null'], additionalProperties: false, properties } as const;
}

/** A body of one id. */
export const idBodySchema = { body: requiredBody(['id'], { id: idSchema }) } as const;
/** No body, null or {}. */
export const emptySchema = { body: optionalBody({}) } as const;

/** A search keyword, trimmed by `trimKeyword` before validation: the limit applies to what is searched. */
export const keywordSchema = { type: 'string', maxLength: KEYWORD_MAX } as const;

/** preValidation hook of routes with a `keyword` field: trims it (an empty keyword then means no filter). */
export async function trimKeyword(request: FastifyRequest): Promise<void> {
  const body = request.body as { keyword?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.keyword === 'string') body.keyword = body.keyword.trim();
}
