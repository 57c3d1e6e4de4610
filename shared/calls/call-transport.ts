import type { CallRow } from './define-call';

/** What a call sends and to whom. */
export interface CallRequest {
  row: CallRow;
  body: unknown;
  tenantId: string;
  token?: string;
  /** The file a `consumes: 'bytes'` row sends as its body (its fields then go in the query string). */
  file?: Blob;
  signal: AbortSignal;
}

/** How a call reaches its handler: over HTTP in the browser, straight to the handler during a server render. */
export type CallTransport = (request: CallRequest) => Promise<{ status: number; data: unknown }>;
