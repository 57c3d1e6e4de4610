/**
 * Thrown in place of a driver error that says the database cannot be reached (refused, dropped, shutting down,
 * starting up, out of connections): the request is answered 503 with Retry-After, never 500, and nothing that
 * catches it has to tell the driver's many ways of saying so apart.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

export const isDatabaseUnavailable = (err: unknown): err is DatabaseUnavailable => err instanceof DatabaseUnavailable;

/** Socket errors of a connection that is gone or was never made. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that will not serve this connection now: class 08 (connection exception), 57P01–57P03
 * (terminated by an administrator, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres itself says when a connection broke or could not be made in time. */
const DRIVER_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/;

/** Whether an error of the driver means "no database here now" rather than a fault of the statement. */
export function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.test(code))) return true;
  return DRIVER_MESSAGES.test(err.message);
}

export type AvailabilityListener = (available: boolean, cause?: unknown) => void;

/**
 * Whether the database answered last time: flips to false at the first connection failure and back at the next
 * answer, so an outage is told once when it starts and once when it ends, not once per request or tick.
 */
export class Availability {
  available = true;
  private readonly listeners = new Set<AvailabilityListener>();

  onChange(listener: AvailabilityListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  failed(cause: unknown): void {
    if (!this.available) return;
    this.available = false;
    for (const listener of this.listeners) listener(false, cause);
  }

  answered(): void {
    if (this.available) return;
    this.available = true;
    for (const listener of this.listeners) listener(true);
  }
}

/**
 * Logs the failure of a background job (a digest run, a rollup, a presence refresh) or of a chat frame unless it
 * is the database being away: that is logged once when the outage begins and once when it ends
 * (plugins/database.ts), and the job simply tries again on its next turn.
 */
export function warnUnlessUnavailable(log: { warn(obj: object, msg: string): void }, err: unknown, message: string): void {
  if (!isDatabaseUnavailable(err)) log.warn({ err }, message);
}
