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
import type { ApiClient } from '../../lib/api/api-client';
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

/** The five questions at once: each reads the rollups, so they are cheap to ask side by side. A refusal rejects with the server's msg, which the load view shows. */
export async function loadAnalytics(api: ApiClient, range: AnalyticsRange, token: string): Promise<AnalyticsReport> {
  const options = { token, silent: true };
  const [daily, pages, articles, reading, sources] = await Promise.all([
    api.call(analyticsCalls.daily, range, options),
    api.call(analyticsCalls.topPages, range, options),
    api.call(analyticsCalls.topArticles, range, options),
    api.call(analyticsCalls.reading, range, options),
    api.call(analyticsCalls.sources, range, options),
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
