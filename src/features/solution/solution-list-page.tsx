import { useTranslation } from 'react-i18next';
import type { CallReply } from '../../../shared/calls/define-call';
import type { SolutionIndustry, solutionCalls } from '../../../shared/calls/product';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { ContentList, ContentRow } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { PageShell } from '../../lib/ui/page-shell';
import { Pagination } from '../../lib/ui/pagination';
import { industryOfSlug, loadSolutions, PAGE_SIZE, solutionListHref } from './solution-api';
import type { Settled } from '../../lib/api/call-state';

interface SolutionsData {
  industry?: SolutionIndustry;
  page: number;
  solutions: Settled<CallReply<typeof solutionCalls.listPaged>>;
  tdk: { title: string; keyword?: string; description?: string };
  canonical: string;
}

/** /solution/{industry?}/{page?}: solutions by industry tab; without an industry the page is ?page=. */
export async function loadData(args: PageLoadArgs): Promise<SolutionsData> {
  const industry = industryOfSlug(args.params.id);
  const page = industry ? (positiveParam(args.params.page) ?? 1) : pageOfQuery(new URL(args.request.url).searchParams.get('page'));
  const solutions = await settle(loadSolutions(args, { industry, page }));
  const label = industry && args.t(`common:projectTypes.${industry}`);
  const base = label ? args.t('product:tdk.industrySolutions', { industry: label }) : args.t('routes:solution');
  const title = [base, page > 1 ? args.t('product:tdk.page', { page }) : ''].filter(Boolean).join(' ');
  const tdk = label ? { title, description: args.t('product:tdk.industryDescription', { industry: label }) } : { title };
  return { industry, page, solutions, tdk, canonical: solutionListHref({ industry, page }) };
}

export default function SolutionListPage() {
  const { t } = useTranslation('product');
  const { industry, page, solutions } = usePageData<SolutionsData>();
  return (
    <PageShell title={t('routes:solution')} lead={t('solution.lead')}>
      <LoadedView loaded={solutions}>
        {({ list, total, industries }) => (
          <>
            <FilterLinks
              label={t('solution.industries')}
              testId="industry-tabs"
              items={[
                {
                  key: 'all',
                  label: t('solution.withCount', {
                    label: t('solution.allIndustries'),
                    count: industries.reduce((sum, item) => sum + item.count, 0),
                  }),
                  href: solutionListHref({ page: 1 }),
                  active: !industry,
                },
                ...industries.map((item) => ({
                  key: item.industry,
                  label: t('solution.withCount', { label: t(`common:projectTypes.${item.industry}`), count: item.count }),
                  href: solutionListHref({ industry: item.industry, page: 1 }),
                  active: item.industry === industry,
                })),
              ]}
            />
            {list.length ? (
              <ContentList testId="solution-list">
                {list.map((solution) => (
                  <ContentRow
                    key={solution.id}
                    href={hrefOf('solutionDetail', { id: solution.id })}
                    title={solution.title}
                    summary={solution.summary}
                    meta={<span>{t(`common:projectTypes.${solution.industry}`)}</span>}
                  />
                ))}
              </ContentList>
            ) : (
              <EmptyState>{page > 1 ? t('solution.pastLastPage') : t('solution.empty')}</EmptyState>
            )}
            <Pagination page={page} total={total} pageSize={PAGE_SIZE} hrefFor={(n) => solutionListHref({ industry, page: n })} />
          </>
        )}
      </LoadedView>
    </PageShell>
  );
}
