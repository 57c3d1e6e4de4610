import type { FastifyInstance } from 'fastify';
import { TENDER_EXPORTS_PER_HOUR } from '../../../shared/calls/enums';
import { tenderCalls } from '../../../shared/calls/tender';
import { attachmentHeader } from '../../http/content-disposition';
import { publicOrigin } from '../../http/public-origin';
import { registerCall } from '../../http/register-call';
import { serverText } from '../../server-text';
import { fail } from '../../services/failure';
import { chinaMinute, exportCsv, exportPage, exportSheet, exportXlsx, filterWords } from './tender-export';

const HOUR_MS = 3_600_000;
const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A filtered tender list as a file, for a logged-in user, a few times an hour. */
export default async function exportRoutes(app: FastifyInstance) {
  registerCall(app, tenderCalls.export, async ({ body, user, tenant, http }) => {
    const { userId } = await user();
    // Counted per user in the rate limit's shared counters (every process), not per address: an office shares one.
    const { current } = app.rateLimitCounters.add(`tender-export:${userId}`, 1, HOUR_MS, TENDER_EXPORTS_PER_HOUR);
    if (current > TENDER_EXPORTS_PER_HOUR) throw fail('tenderExportLimit', { max: TENDER_EXPORTS_PER_HOUR });
    const now = new Date();
    const [page, filters] = await Promise.all([exportPage(app.db, body), filterWords(app.db, body)]);
    const sheet = exportSheet(page, filters, publicOrigin(http!.request, tenant, app.accounts.publicOrigin), now);
    const file = body.format === 'xlsx' ? await exportXlsx(sheet) : exportCsv(sheet);
    const fileName = serverText('tenderExport.fileName', { date: chinaMinute(now.toISOString()).slice(0, 10), format: body.format });
    void http!.reply
      .header('content-type', CONTENT_TYPES[body.format])
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'private, no-store');
    return file;
  });
}
