import type { AccountCode } from '../../shared/account-contract';
import { ERROR_CODES, SUCCESS_CODE, type ErrorCode } from '../../shared/api-contract';
import { serverText } from '../server-text';

// Every successful answer carries it; looked up once rather than through i18next on each call (a few % of a
// tracking beacon's CPU).
let okText: string | undefined;

export function ok<T extends object>(fields: T): T & { code: string; msg: string } {
  okText ??= serverText('ok');
  return { code: SUCCESS_CODE, msg: okText, ...fields };
}

/**
 * A business error: answered with its HTTP status (200 unless SPEC §8 names one) and code + msg, plus any
 * `fields` the caller needs (e.g. when a lock ends).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | AccountCode,
    message: string,
    readonly statusCode = 200,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** When a client may try again after a 503 that is not load shedding: the database is away, or not caught up. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const notFoundError = () => new ApiError(ERROR_CODES.notFound, serverText('notFound'), 404);
