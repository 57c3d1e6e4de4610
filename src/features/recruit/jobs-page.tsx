import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { JobItem, jobCalls } from '../../../shared/calls/jobs';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { Pagination } from '../../lib/ui/pagination';
import { cityOf, jobsHref, loadCities, loadJobs, PAGE_SIZE } from './jobs-api';
import { surfacePanel } from '../../lib/ui/surface';
import type { Settled } from '../../lib/api/call-state';

interface JobsData {
  city?: string;
  page: number;
  cities: Settled<CallReply<typeof jobCalls.cities>>;
  jobs: Settled<CallReply<typeof jobCalls.listPaged>>;
}

/**
 * /recruit (join us): open positions, newest first, filtered by ?city=CODE and paged by ?page=. A city
 * code the city list does not know reads as every city, like any unknown filter value.
 */
export async function loadData(args: PageLoadArgs): Promise<JobsData> {
  const query = new URL(args.request.url).searchParams;
  const page = pageOfQuery(query.get('page'));
  const cities = await settle(loadCities(args));
  const asked = cityOf(query.get('city'));
  const city = asked && (cities.status !== 'done' || cities.value.list.some((item) => item.code === asked)) ? asked : undefined;
  const jobs = await settle(loadJobs(args, { cityCode: city, page }));
  return { city, page, cities, jobs };
}

const Total = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Job = styled.details`
  ${surfacePanel}
  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 6px 16px;
    align-items: baseline;
    padding: 16px 20px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary h3 {
    font-size: 17px;
    overflow-wrap: anywhere;
  }
  /* A chevron drawn with borders: pointing right when closed, down when open. */
  summary h3::before {
    content: '';
    display: inline-block;
    width: 7px;
    height: 7px;
    margin: 0 10px 2px 2px;
    border-right: 2px solid ${({ theme }) => theme.colors.muted};
    border-bottom: 2px solid ${({ theme }) => theme.colors.muted};
    transform: rotate(-45deg);
    transition: transform 0.15s;
  }
  &[open] summary h3::before {
    transform: rotate(45deg);
  }
  .salary {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    white-space: nowrap;
  }
  .brief {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    padding-left: 21px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    summary {
      padding: 14px 16px;
    }
  }
`;

const Details = styled.div`
  padding: 0 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 8px 16px;
    margin: 16px 0;
    font-size: 14px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  ${mobile} {
    padding: 0 16px 16px;
    dl {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;

/** Typography of the server-sanitised job description. */
const Description = styled.div`
  line-height: 1.8;
  overflow-wrap: anywhere;
  h2,
  h3,
  h4 {
    font-size: 15px;
    margin: 1em 0 0.4em;
  }
  p,
  ul,
  ol {
    margin: 0 0 0.8em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function JobEntry({ job }: { job: JobItem }) {
  const { t } = useTranslation('library');
  return (
    <li>
      <Job data-testid="job">
        <summary>
          <h3>{job.title}</h3>
          <span className="salary">{job.salary}</span>
          <span className="brief">
            <span data-testid="job-city">{job.city.name}</span>
            <span>{job.department}</span>
            <span>{job.experience}</span>
            <span>{job.education}</span>
            <time dateTime={job.releaseTime}>{formatDate(job.releaseTime)}</time>
          </span>
        </summary>
        <Details>
          <dl>
            <Fact label={t('jobs.department')}>{job.department}</Fact>
            <Fact label={t('jobs.category')}>{job.category}</Fact>
            <Fact label={t('jobs.salary')}>{job.salary}</Fact>
            <Fact label={t('jobs.experience')}>{job.experience}</Fact>
            <Fact label={t('jobs.education')}>{job.education}</Fact>
            <Fact label={t('jobs.headcount')}>{t('jobs.people', { count: job.headcount })}</Fact>
            <Fact label={t('jobs.city')}>{job.city.name}</Fact>
            <Fact label={t('jobs.releaseTime')}>{formatDate(job.releaseTime)}</Fact>
          </dl>
          {/* Sanitised by the API host before storage and again on the way out (sanitize-html). */}
          <Description data-testid="job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
        </Details>
      </Job>
    </li>
  );
}

export default function JobsPage() {
  const { t } = useTranslation('library');
  const data = usePageData<JobsData>();
  const cityName = data.cities.status === 'done' ? data.cities.value.list.find((city) => city.code === data.city)?.name : undefined;
  return (
    <PageShell title={t('routes:recruit')} lead={t('jobs.lead')}>
      <LoadedView loaded={data.cities}>
        {({ list }) => (
          <FilterLinks
            label={t('jobs.cities')}
            testId="city-filter"
            items={[
              {
                key: 'all',
                label: t('withCount', { label: t('jobs.allCities'), count: list.reduce((sum, city) => sum + city.count, 0) }),
                href: jobsHref({ page: 1 }),
                active: data.city === undefined,
              },
              ...list.map((city) => ({
                key: city.code,
                label: t('withCount', { label: city.name, count: city.count }),
                href: jobsHref({ city: city.code, page: 1 }),
                active: city.code === data.city,
              })),
            ]}
          />
        )}
      </LoadedView>
      <LoadedView loaded={data.jobs}>
        {(jobs) => (
          <>
            <Total data-testid="jobs-total">
              {cityName ? t('jobs.cityTotal', { city: cityName, count: jobs.total }) : t('jobs.total', { count: jobs.total })}
            </Total>
            {jobs.list.length ? (
              <List data-testid="job-list">
                {jobs.list.map((job) => (
                  <JobEntry key={job.id} job={job} />
                ))}
              </List>
            ) : (
              <EmptyState>
                {data.page > 1 ? t('pastLastPage') : cityName ? t('jobs.emptyCity', { city: cityName }) : t('jobs.empty')}
              </EmptyState>
            )}
            <Pagination page={data.page} total={jobs.total} pageSize={PAGE_SIZE} hrefFor={(page) => jobsHref({ city: data.city, page })} />
          </>
        )}
      </LoadedView>
    </PageShell>
  );
}
