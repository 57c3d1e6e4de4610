/**
 * A call the server answered with HTTP 200 and a business code other than success (SPEC §7): `message` is the
 * server's msg, `extra` the envelope's other fields (icodeRequired, retryAfter, …).
 */
export class CallRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CallRefused';
  }
}
