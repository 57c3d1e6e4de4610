import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { downloadCalls } from '../../../shared/calls/downloads';
import { attachmentHeader } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { downloadUrl, redeemDownload, type DownloadSources } from './download-tickets';
import { downloadTree, findDownload, listDownloads, topDownloads } from './downloads';

/** SPEC §7 download area: directories, files, and the one-time links that serve them. */
export default async function downloadRoutes(app: FastifyInstance, options: DownloadSources) {
  registerCall(app, downloadCalls.dirTree, async () => ok({ list: await downloadTree(app.db) }));

  registerCall(app, downloadCalls.listPaged, async ({ body }) => ok(await listDownloads(app.db, body ?? {})));

  registerCall(app, downloadCalls.topDownload, async () => ok({ list: await topDownloads(app.db) }));

  registerCall(app, downloadCalls.checkLogin, async ({ body, optionalUser }) => {
    await findDownload(app.db, body.id);
    const user = await optionalUser();
    return ok(user ? { loggedIn: true, url: await downloadUrl(app.db, user.userId, 'material', body.id) } : { loggedIn: false });
  });

  // The ticket is the credential: no session is asked for.
  registerCall(app, downloadCalls.file, async ({ params, http }) => {
    const file = await redeemDownload(app.db, params.ticket!, options);
    void http!.reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'no-store');
    if (Buffer.isBuffer(file.body)) return file.body;
    return 'stream' in file.body ? file.body.stream : createReadStream(file.body.path);
  });
}
