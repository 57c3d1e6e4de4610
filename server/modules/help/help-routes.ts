import type { FastifyInstance } from 'fastify';
import { helpCalls } from '../../../shared/calls/help';
import type { CallContext } from '../../http/call-context';
import { ok } from '../../http/envelope';
import { readerOf } from '../../http/reader-of';
import { registerCall } from '../../http/register-call';
import { previews } from '../console/public';
import { findArticleId, getHelpArticle, helpCategoryTree, listHelpArticles, recordHelpRead, type ArticleKey } from './help-articles';
import { feedbackState, shareArticle, vote, type Voter } from './help-feedback';

/** What telling a visitor apart needs of a call's context. */
type VisitorCall = Pick<CallContext<typeof helpCalls.get>, 'ip' | 'optionalUser' | 'userAgent'> & { body: { visitorId?: string } };

/** Who calls: the user, else the browser's visitor id, else the address (as reads are counted). */
async function voterOf(ctx: VisitorCall): Promise<Voter> {
  const reader = await readerOf(ctx, ctx.body.visitorId);
  return { key: reader.visitorKey, address: reader.address, user: reader.userId !== null };
}

/** The help centre: categories, articles by id, number or share link, share links and feedback. */
export default async function helpRoutes(app: FastifyInstance) {
  registerCall(app, helpCalls.catTree, async () => ok({ list: await helpCategoryTree(app.db) }));

  registerCall(app, helpCalls.listPaged, async ({ body }) => ok(await listHelpArticles(app.db, body)));

  /** An article named by `key`; its view counts once a day per visitor. */
  const open = async (ctx: VisitorCall, key: ArticleKey) => {
    const id = await findArticleId(app.db, key);
    await recordHelpRead(app.db, id, { ...(await readerOf(ctx, ctx.body.visitorId)), userId: null }, app.anonymousLimits);
    return ok({ model: await getHelpArticle(app.db, id) });
  };
  registerCall(app, helpCalls.get, async (ctx) => {
    const { id, preview } = ctx.body;
    // A preview is nobody's reading: nothing is counted.
    if (await previews(app.db, preview, 'help', id)) return ok({ model: await getHelpArticle(app.db, id, true) });
    return open(ctx, { id });
  });
  registerCall(app, helpCalls.getByNumber, (ctx) => open(ctx, { resNumber: ctx.body.resNumber }));
  registerCall(app, helpCalls.getByShare, (ctx) => open(ctx, { shareId: ctx.body.shareId }));

  registerCall(app, helpCalls.share, async ({ body }) => ok({ shareId: await shareArticle(app.db, body.id) }));

  registerCall(app, helpCalls.feedback, async (ctx) => ok(await vote(app.db, ctx.body.id, await voterOf(ctx), ctx.body.helpful)));

  registerCall(app, helpCalls.feedbackState, async (ctx) => ok(await feedbackState(app.db, ctx.body.id, (await voterOf(ctx)).key)));
}
