import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../../shared/calls/analytics';
import { attachmentHeader } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { serverText } from '../../server-text';
import { csvFile } from '../../services/csv';
import { checkRange, dailyFigures, readingTime, sources, tenantActivity, topArticles, topPages } from './analytics';

const head = (key: string) => serverText(`analytics.csv.${key}`, { returnObjects: true }) as unknown as string[];

/** Analytics for operators: one of their tenants, a range of China days, read from the rollups. */
export default async function analyticsRoutes(app: FastifyInstance) {
  const rangeOf = async (ctx: { body: Parameters<typeof checkRange>[0]; user: () => Promise<{ operatorTenants: string[] }> }) =>
    checkRange(ctx.body, (await ctx.user()).operatorTenants);

  registerCall(app, analyticsCalls.tenants, async (ctx) => {
    const { operatorTenants } = await ctx.user();
    // The days are checked as any range is; an operator without tenants is refused there (403).
    const range = checkRange({ ...ctx.body, tenantId: operatorTenants[0] ?? '' }, operatorTenants);
    return ok({ list: await tenantActivity(app.db, operatorTenants, range) });
  });
  registerCall(app, analyticsCalls.daily, async (ctx) => ok({ list: await dailyFigures(app.db, await rangeOf(ctx)) }));
  registerCall(app, analyticsCalls.topPages, async (ctx) => ok({ list: await topPages(app.db, await rangeOf(ctx)) }));
  registerCall(app, analyticsCalls.topArticles, async (ctx) => ok({ list: await topArticles(app.db, await rangeOf(ctx)) }));
  registerCall(app, analyticsCalls.reading, async (ctx) => ok({ list: await readingTime(app.db, await rangeOf(ctx)) }));
  registerCall(app, analyticsCalls.sources, async (ctx) => ok(await sources(app.db, await rangeOf(ctx))));

  registerCall(app, analyticsCalls.export, async (ctx) => {
    const range = await rangeOf(ctx);
    const [days, pages, articles] = await Promise.all([dailyFigures(app.db, range), topPages(app.db, range), topArticles(app.db, range)]);
    // Three tables one under the other, each with its own header, a blank line between them.
    const csv = csvFile([
      head('daily'),
      ...days.map((d) => [d.day, d.views, d.visitors, d.botViews, d.bookings, d.chats]),
      [],
      head('pages'),
      ...pages.map((p) => [p.path, p.views, p.visitors]),
      [],
      head('articles'),
      ...articles.map((a) => [a.artType, a.artId, a.title, a.reads, a.spentSeconds]),
    ]);
    const fileName = serverText('analytics.csv.fileName', { tenant: range.tenantId, from: range.from, to: range.to });
    void ctx
      .http!.reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store');
    return csv;
  });
}
