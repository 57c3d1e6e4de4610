import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import type { Queryable } from '../../db/database';
import { attachmentHeader } from '../../http/content-disposition';
import { fail } from '../../services/failure';
import type { FileStorage } from './file-storage';
import { findMediaFile } from './media-files';

/**
 * A stored file by its key, whole or one byte range (video seeking, PDF viewers): 206 with Content-Range, 416
 * for a range outside the file. Several ranges at once are answered with the whole file, as RFC 9110 allows.
 * Keys never change content, so caches may keep an answer for a year, unless the caller says otherwise (a file
 * only logged-in users may fetch).
 */
export async function serveStoredFile(
  db: Queryable,
  storage: FileStorage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl = 'public, max-age=31536000, immutable',
) {
  const file = await findMediaFile(db, key);
  if (!file) throw fail('media.notFound');
  void reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (file.kind === 'file') void reply.header('content-disposition', attachmentHeader(file.originalName));
  const ranges = request.headers.range ? rangeParser(file.size, request.headers.range, { combine: true }) : -2;
  if (ranges === -1) return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
    const [range] = ranges;
    void reply
      .code(206)
      .header('content-range', `bytes ${range!.start}-${range!.end}/${file.size}`)
      .header('content-length', range!.end - range!.start + 1);
    return reply.send(await storage.read(key, range));
  }
  void reply.header('content-length', file.size);
  return reply.send(await storage.read(key));
}
