import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** A cached page, compressed once when it is rendered instead of once per visitor. */
export interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

const ENCODINGS = ['br', 'gzip'] as const;
// @fastify/compress's brotli quality: cheap to make, and only a little larger than the slow maximum.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Both encodings, made on zlib's thread pool rather than the event loop. */
export async function precompress(text: string): Promise<Encoded> {
  const [br, gz] = await Promise.all([brotli(text, BROTLI), gzipped(text)]);
  return { br, gzip: gz };
}

/** The encoding the visitor's Accept-Encoding prefers among ours, or undefined for plain text. */
export function chooseEncoding(acceptEncoding: string | undefined): keyof Encoded | undefined {
  return (negotiate(acceptEncoding ?? '', [...ENCODINGS]) as keyof Encoded | null) ?? undefined;
}
