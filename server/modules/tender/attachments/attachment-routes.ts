import type { FastifyInstance } from 'fastify';
import { tenderCalls } from '../../../../shared/calls/tender';
import { attachmentHeader } from '../../../http/content-disposition';
import { registerCall } from '../../../http/register-call';
import type { FileStorage } from '../../media/public';
import { attachmentFile, noticeSource } from './tender-attachments';

/** A tender's attachment as a download, for a logged-in reader (the list of them comes with the tender). */
export default async function attachmentRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }) {
  registerCall(app, tenderCalls.attachment, async ({ body, http }) => {
    const file = await attachmentFile(await noticeSource(app.db, body.id), body.index, storage);
    void http!.reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.name))
      .header('content-length', String(file.bytes.length))
      .header('cache-control', 'private, no-store');
    return file.bytes;
  });
}
