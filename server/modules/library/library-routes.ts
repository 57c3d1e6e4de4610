import type { FastifyInstance } from 'fastify';
import { libraryCalls } from '../../../shared/calls/library';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { downloadUrl } from '../downloads/public';
import { getDoc, listDocs, requireDoc } from './library';
import { previews } from '../console/public';
import { recordRead } from '../user-content/public';

/** SPEC §7 library documents: standards, policies and papers (their categories: cat-routes.ts). */
export default async function libraryRoutes(app: FastifyInstance) {
  registerCall(app, libraryCalls.docListPaged, async ({ body }) => ok(await listDocs(app.db, body)));

  // A logged-in reader gets the document added to their reading history.
  registerCall(app, libraryCalls.docGet, async ({ body, optionalUser }) => {
    const { docType, id, preview } = body;
    // A preview is nobody's reading: it is not added to a history.
    if (await previews(app.db, preview, docType, id)) return ok({ model: await getDoc(app.db, docType, id, true) });
    const model = await getDoc(app.db, docType, id);
    const user = await optionalUser();
    if (user) await recordRead(app.db, user.userId, docType, id);
    return ok({ model });
  });

  registerCall(app, libraryCalls.docCheckLogin, async ({ body, optionalUser }) => {
    const { docType, id } = body;
    await requireDoc(app.db, docType, id);
    const user = await optionalUser();
    return ok(user ? { loggedIn: true, url: await downloadUrl(app.db, user.userId, docType, id) } : { loggedIn: false });
  });
}
