import type { FastifyInstance } from 'fastify';
import { newsCalls } from '../../../shared/calls/news';
import type { OperationKind } from '../../../shared/calls/user-content';
import { ok } from '../../http/envelope';
import { fail } from '../../services/failure';
import { readerOf } from '../../http/reader-of';
import { registerCall } from '../../http/register-call';
import { previews } from '../console/public';
import { listInformation } from './information-list';
import {
  findTag,
  getNewsDetail,
  hotsAndBanner,
  listDirNews,
  listTagNews,
  listTags,
  operationState,
  polymerization,
  recordNewsRead,
  setOperation,
  statsCount,
  topRead,
} from './news';
import { listNewsColumns } from './news-columns';
import { findPageTdk } from './page-tdk';

/** SPEC §7 news calls, and the information list's columns and items. */
export default async function newsRoutes(app: FastifyInstance) {
  registerCall(app, newsCalls.getByName, async ({ tenant, body }) => ok({ model: await findPageTdk(app.db, tenant.id, body.name) }));

  registerCall(app, newsCalls.newsDirList, async ({ body }) => ok({ list: await listNewsColumns(app.db, body?.bizType) }));

  registerCall(app, newsCalls.dirNews, async ({ body }) => ok(await listDirNews(app.db, body)));

  registerCall(app, newsCalls.get, async (ctx) => {
    const { id, visitorId, preview } = ctx.body;
    // A preview is nobody's reading: nothing is counted.
    if (await previews(app.db, preview, 'news', id)) return ok({ model: await getNewsDetail(app.db, id, true) });
    // Found first: an item visitors cannot see (a draft, a withdrawn one) is not read by anyone.
    const model = await getNewsDetail(app.db, id);
    if (await recordNewsRead(app.db, id, await readerOf(ctx, visitorId), app.anonymousLimits)) model.readCount += 1;
    return ok({ model });
  });

  registerCall(app, newsCalls.polymerization, async () => ok({ list: await polymerization(app.db) }));

  registerCall(app, newsCalls.tag, async ({ body }) => ok({ model: await findTag(app.db, body.id) }));

  registerCall(app, newsCalls.tagListPaged, async ({ body }) => ok(await listTagNews(app.db, body.tagId, body)));

  registerCall(app, newsCalls.tagsPaged, async ({ body }) => ok(await listTags(app.db, body ?? {})));

  registerCall(app, newsCalls.hotsAndBanner, async () => ok(await hotsAndBanner(app.db)));

  registerCall(app, newsCalls.topRead, async ({ body }) => ok({ list: await topRead(app.db, body?.dirId) }));

  registerCall(app, newsCalls.loginBilibili, () => {
    throw fail('bilibiliDispenseOff');
  });
  registerCall(app, newsCalls.statsCount, async () => ok(await statsCount(app.db)));

  const operations: [typeof newsCalls.praise, OperationKind, boolean][] = [
    [newsCalls.praise, 'praise', true],
    [newsCalls.cancelPraise, 'praise', false],
    [newsCalls.favorite, 'favorite', true],
    [newsCalls.cancelFavorite, 'favorite', false],
  ];
  for (const [row, kind, on] of operations) {
    registerCall(app, row, async ({ body, user }) => ok(await setOperation(app.db, (await user()).userId, body.id, kind, on)));
  }

  registerCall(app, newsCalls.userOperation, async ({ body, user }) => ok(await operationState(app.db, (await user()).userId, body.id)));

  registerCall(app, newsCalls.docDirList, async ({ body }) => ok({ list: await listNewsColumns(app.db, body?.docType) }));

  registerCall(app, newsCalls.dirDoc, async ({ body }) => ok(await listInformation(app.db, body ?? {})));
}
