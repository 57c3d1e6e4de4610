import type { RefusalReason } from '../../shared/calls/refusals';

// Services say what went wrong as a reason; the route layer (server/http/failure-answer.ts) turns the reason
// into the business code, HTTP status and Chinese msg its area declares (shared/calls/<area>.ts). No service
// writes a message itself.

export type FailureReason = RefusalReason;

export type FailureVars = Record<string, string | number>;

export class Failure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly vars: FailureVars = {},
    /** Extra fields of the answer (e.g. when a lock ends), beside code and msg. */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(reason);
    this.name = 'Failure';
  }
}

export const fail = (reason: FailureReason, vars?: FailureVars, fields?: Record<string, unknown>) => new Failure(reason, vars, fields);
