import type { Envelope } from '../../../shared/api-contract';
import {
  analyticsCalls,
  type AnalyticsArticle,
  type AnalyticsChannel,
  type AnalyticsDay,
  type AnalyticsPage,
  type AnalyticsRange,
  type AnalyticsReading,
  type AnalyticsSource,
} from '../../../shared/calls/analytics';
import { callUrl } from '../../../shared/calls/define-call';
import { isSuccess, type ApiClient } from '../../lib/api/api-client';
import { downloadCsv } from '../../lib/download-file';

/** Everything the page plots for one tenant and range. */
export interface AnalyticsReport {
  days: AnalyticsDay[];
  pages: AnalyticsPage[];
  articles: AnalyticsArticle[];
  reading: AnalyticsReading[];
  sources: AnalyticsSource[];
  channels: AnalyticsChannel[];
}

/** A refusal rejects with the server's msg, which the load view shows. */
function checked<T extends Envelope>(answer: T): T {
  if (!isSuccess(answer)) throw new Error(answer.msg);
  return answer;
}

/** The five questions at once: each reads the rollups, so they are cheap to ask side by side. */
export async function loadAnalytics(api: ApiClient, range: AnalyticsRange, token: string): Promise<AnalyticsReport> {
  const options = { token, silent: true };
  const [daily, pages, articles, reading, sources] = await Promise.all([
    api.call(analyticsCalls.daily, range, options).then(checked),
    api.call(analyticsCalls.topPages, range, options).then(checked),
    api.call(analyticsCalls.topArticles, range, options).then(checked),
    api.call(analyticsCalls.reading, range, options).then(checked),
    api.call(analyticsCalls.sources, range, options).then(checked),
  ]);
  return {
    days: daily.list,
    pages: pages.list,
    articles: articles.list,
    reading: reading.list,
    sources: sources.sources,
    channels: sources.channels,
  };
}

/** Downloads the range's CSV (analytics.export). Resolves false when the server refused it. */
export function exportAnalytics(apiBase: string, siteTenantId: string, range: AnalyticsRange, token: string): Promise<boolean> {
  const fallbackName = `analytics-${range.tenantId}-${range.from}-${range.to}.csv`;
  return downloadCsv(`${apiBase}${callUrl(analyticsCalls.export)}`, range, { token, tenantId: siteTenantId }, fallbackName);
}
