import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/calls/define-call';
import { tenderCalls } from '../../../shared/calls/tender';
import type { OperationKind } from '../../../shared/calls/user-content';
import { ok } from '../../http/envelope';
import { readerOf } from '../../http/reader-of';
import { registerCall } from '../../http/register-call';
import { getBidOrg, listBidOrgs, setFollow } from './bid-orgs';
import { orgStats } from './org-stats';
import { regionTree } from './regions';
import { countSubscribe, subscriptionFeed } from './subscription-feed';
import { createSubscription, getSubscription, listSubscriptions, removeSubscription, updateSubscription } from './subscriptions';
import { readTender, requireTender, setTenderOperation, tenderOperations, tenderStats } from './tender-detail';
import { filterCriteria } from './tender-filter';
import { tenderRelated } from './tender-related';
import { listTenders, newestTenders } from './tender-pages';
import { withSnippets } from './tender-snippets';
import { listByFavorite, listByFollow, orgNames, saveOrgNames } from './user-tenders';

/** SPEC §7 bid calls (/ai), the crawled notices and the region tree (/crm/sales): every row of tenderCalls. */
export default async function tenderRoutes(app: FastifyInstance) {
  /** The search of listPaged and listPagedSort: filters, order and the keyword's snippets. */
  const sortedSearch = async (body: CallBody<typeof tenderCalls.listPagedSort>) => {
    const page = await listTenders(app.db, await filterCriteria(app.db, body), body, body.sort ?? 'newest');
    return withSnippets(app.db, page, body.keyword);
  };

  // ---- public ----
  registerCall(app, tenderCalls.first, async ({ body }) => ok({ list: await newestTenders(app.db, body?.size ?? 8) }));

  registerCall(app, tenderCalls.listPaged, async ({ body }) => ok(await sortedSearch(body)));

  registerCall(app, tenderCalls.listOrgPaged, async ({ body, optionalUser }) => {
    const org = await getBidOrg(app.db, body.orgId, (await optionalUser())?.userId ?? null);
    return ok({ ...(await listTenders(app.db, body.parties ? { partyOrgId: org.id } : { orgId: org.id }, body)), org });
  });

  registerCall(app, tenderCalls.orgStats, async ({ body }) => ok({ model: await orgStats(app.db, body.orgId) }));

  registerCall(app, tenderCalls.related, async ({ body }) => ok(await tenderRelated(app.db, body.id)));

  registerCall(app, tenderCalls.getByBidId, async (ctx) =>
    ok({ model: await readTender(app.db, ctx.body.id, await readerOf(ctx, ctx.body.visitorId), app.anonymousLimits) }),
  );

  registerCall(app, tenderCalls.checkLogin, async ({ body, optionalUser }) => {
    await requireTender(app.db, body.id);
    return ok({ loggedIn: (await optionalUser()) !== null });
  });

  registerCall(app, tenderCalls.stats, async ({ body }) => ok({ model: await tenderStats(app.db, body.id) }));

  registerCall(app, tenderCalls.spiderListPaged, async ({ body }) =>
    ok(await listTenders(app.db, await filterCriteria(app.db, body), body, 'crawled')),
  );

  registerCall(app, tenderCalls.customerRegion, async ({ body }) =>
    ok({ list: await regionTree(app.db, body?.parentCode, body?.depth ?? 2) }),
  );

  // ---- the caller's praise, favourite and follow ----
  const operations: [typeof tenderCalls.praise, OperationKind, boolean][] = [
    [tenderCalls.praise, 'praise', true],
    [tenderCalls.cancelPraise, 'praise', false],
    [tenderCalls.favorite, 'favorite', true],
    [tenderCalls.cancelFavorite, 'favorite', false],
  ];
  for (const [row, kind, on] of operations) {
    registerCall(app, row, async ({ body, user }) =>
      ok({ model: await setTenderOperation(app.db, (await user()).userId, body.id, kind, on) }),
    );
  }
  registerCall(app, tenderCalls.userOperation, async ({ body, user }) =>
    ok({ model: await tenderOperations(app.db, (await user()).userId, body.id) }),
  );

  // ---- private lists ----
  registerCall(app, tenderCalls.listPagedSort, async ({ body }) => ok(await sortedSearch(body)));
  registerCall(app, tenderCalls.listPagedBySubscribe, async ({ body, user }) =>
    ok(await subscriptionFeed(app.db, (await user()).userId, body.subscribeId, body)),
  );
  registerCall(app, tenderCalls.listPagedByFollow, async ({ body, user }) =>
    ok(await listByFollow(app.db, (await user()).userId, body.orgId, body)),
  );
  registerCall(app, tenderCalls.listPagedByFavorite, async ({ body, user }) =>
    ok(await listByFavorite(app.db, (await user()).userId, body ?? {})),
  );
  registerCall(app, tenderCalls.countSubscribe, async ({ user }) => ok(await countSubscribe(app.db, (await user()).userId)));

  // ---- subscriptions ----
  registerCall(app, tenderCalls.subscribeCreate, async ({ body, user }) =>
    ok({ model: await createSubscription(app.db, (await user()).userId, body) }),
  );
  registerCall(app, tenderCalls.subscribeUpdate, async ({ body, user }) =>
    ok({ model: await updateSubscription(app.db, (await user()).userId, body.id, body) }),
  );
  registerCall(app, tenderCalls.subscribeGetByUser, async ({ user }) =>
    ok({ list: (await listSubscriptions(app.db, (await user()).userId)).list }),
  );
  registerCall(app, tenderCalls.subscribeGet, async ({ body, user }) =>
    ok({ model: await getSubscription(app.db, (await user()).userId, body.id) }),
  );
  registerCall(app, tenderCalls.subscribeList, async ({ body, user }) =>
    ok(await listSubscriptions(app.db, (await user()).userId, body ?? {})),
  );
  registerCall(app, tenderCalls.subscribeRemove, async ({ body, user }) => {
    await removeSubscription(app.db, (await user()).userId, body.id);
    return ok({});
  });

  // ---- organisations ----
  registerCall(app, tenderCalls.orgListPaged, async ({ body, user }) => ok(await listBidOrgs(app.db, (await user()).userId, body)));
  registerCall(app, tenderCalls.follow, async ({ body, user }) => ok(await setFollow(app.db, (await user()).userId, body.orgId, true)));
  registerCall(app, tenderCalls.unfollow, async ({ body, user }) => ok(await setFollow(app.db, (await user()).userId, body.orgId, false)));
  registerCall(app, tenderCalls.orgNameUpdate, async ({ body, user }) =>
    ok({ names: await saveOrgNames(app.db, (await user()).userId, body.names) }),
  );
  registerCall(app, tenderCalls.orgNameGet, async ({ user }) => ok({ names: await orgNames(app.db, (await user()).userId) }));
}
