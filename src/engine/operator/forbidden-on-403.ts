import { ApiFailure } from '../../lib/api/api-client';

/** A role page's first question: its answer, or 'forbidden' when the session lacks the role (HTTP 403). */
export function forbiddenOn403<T>(call: Promise<T>): Promise<T | 'forbidden'> {
  return call.catch((err: unknown) => {
    if (err instanceof ApiFailure && err.status === 403) return 'forbidden' as const;
    throw err;
  });
}
