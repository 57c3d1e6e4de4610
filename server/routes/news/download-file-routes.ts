import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { attachmentHeader } from '../../http/content-disposition';
import { redeemDownload } from '../../services/content/download-tickets';

export interface DownloadFileOptions {
  /** <DATA_DIR>/downloads: files of the download area an operator has supplied. */
  downloadsDir?: string;
}

const ticketSchema = {
  params: {
    type: 'object',
    required: ['ticket'],
    additionalProperties: false,
    properties: { ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  },
} as const;

/** GET /news/download/file/<ticket>: the one-time link of doc/checkLogin and download/checkLogin; the ticket is the credential. */
export default async function downloadFileRoutes(app: FastifyInstance, options: DownloadFileOptions) {
  app.get<{ Params: { ticket: string } }>('/download/file/:ticket', { schema: ticketSchema }, async (request, reply) => {
    const file = await redeemDownload(app.db, request.params.ticket, options.downloadsDir);
    void reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'no-store');
    return Buffer.isBuffer(file.body) ? file.body : createReadStream(file.body.path);
  });
}
