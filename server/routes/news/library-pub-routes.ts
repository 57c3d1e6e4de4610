import type { FastifyInstance } from 'fastify';
import type {
  DirDocRequest,
  DocCheckLoginRequest,
  DocDirListRequest,
  DocGetRequest,
  DocListRequest,
  DownloadCheckLoginRequest,
  DownloadListRequest,
  JobListRequest,
} from '../../../shared/library-contract';
import { ok } from '../../http/envelope';
import { downloadUrl } from '../../services/content/download-tickets';
import { downloadTree, findDownload, listDownloads, topDownloads } from '../../services/content/downloads';
import { listInformation } from '../../services/content/information-list';
import { jobCities, listJobs } from '../../services/content/jobs';
import { getDoc, listDocs, requireDoc } from '../../services/content/library';
import { recordRead } from '../../services/content/user-content';
import { listNewsColumns } from '../../services/news-columns';
import {
  dirPageSchema,
  docDirListSchema,
  docListSchema,
  docRefSchema,
  jobListSchema,
} from './library-schemas';
import { emptySchema, idBodySchema, trimKeyword } from './news-schemas';
import { optionalUser } from './optional-user';

/** SPEC §7 library, information list, download and job calls; registered under both /news/pub and /ai/pub. */
export default async function libraryPubRoutes(app: FastifyInstance) {
  app.addHook('preValidation', trimKeyword);

  app.post<{ Body: DocListRequest }>('/docListPaged', { schema: docListSchema }, async (request) =>
    ok(await listDocs(app.db, request.body)),
  );

  // A logged-in reader gets the document added to their reading history.
  app.post<{ Body: DocGetRequest }>('/doc/get', { schema: docRefSchema }, async (request) => {
    const { docType, id } = request.body;
    const model = await getDoc(app.db, docType, id);
    const userId = await optionalUser(app, request);
    if (userId) await recordRead(app.db, userId, docType, id);
    return ok({ model });
  });

  app.post<{ Body: DocCheckLoginRequest }>('/doc/checkLogin', { schema: docRefSchema }, async (request) => {
    const { docType, id } = request.body;
    await requireDoc(app.db, docType, id);
    const userId = await optionalUser(app, request);
    return ok(userId ? { loggedIn: true, url: await downloadUrl(app.db, userId, docType, id) } : { loggedIn: false });
  });

  app.post<{ Body: DocDirListRequest | null }>('/docDirList', { schema: docDirListSchema }, async (request) =>
    ok({ list: await listNewsColumns(app.db, request.body?.docType) }),
  );

  app.post<{ Body: DirDocRequest | null }>('/dirDoc', { schema: dirPageSchema }, async (request) =>
    ok(await listInformation(app.db, request.body ?? {})),
  );

  app.post('/download/dir/getTree', { schema: emptySchema }, async () => ok({ list: await downloadTree(app.db) }));

  app.post<{ Body: DownloadListRequest | null }>('/download/listPaged', { schema: dirPageSchema }, async (request) =>
    ok(await listDownloads(app.db, request.body ?? {})),
  );

  app.post('/download/topDownload', { schema: emptySchema }, async () => ok({ list: await topDownloads(app.db) }));

  app.post<{ Body: DownloadCheckLoginRequest }>('/download/checkLogin', { schema: idBodySchema }, async (request) => {
    const { id } = request.body;
    await findDownload(app.db, id);
    const userId = await optionalUser(app, request);
    return ok(userId ? { loggedIn: true, url: await downloadUrl(app.db, userId, 'material', id) } : { loggedIn: false });
  });

  app.post('/job/getJobCity', { schema: emptySchema }, async () => ok({ list: await jobCities(app.db) }));

  app.post<{ Body: JobListRequest | null }>('/job/listPaged', { schema: jobListSchema }, async (request) =>
    ok(await listJobs(app.db, request.body ?? {})),
  );
}
