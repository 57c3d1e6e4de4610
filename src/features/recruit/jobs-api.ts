import type { CallBody } from '../../../shared/calls/define-call';
import { jobCalls } from '../../../shared/calls/jobs';
import { loadCall, type ContentArgs } from '../../engine/content/load-content';
import { hrefOf } from '../../engine/href';

// The job calls of SPEC §7 (shared/calls/jobs.ts).

export const PAGE_SIZE = 10;

export const loadCities = (args: ContentArgs) => loadCall(args, jobCalls.cities, {});

export const loadJobs = (args: ContentArgs, body: Omit<NonNullable<CallBody<typeof jobCalls.listPaged>>, 'pageSize'>) =>
  loadCall(args, jobCalls.listPaged, { ...body, pageSize: PAGE_SIZE });

/** A city code from the query string (BJ, SH …); anything malformed reads as "every city". */
export function cityOf(value: string | null): string | undefined {
  return value && /^[A-Z]{2,8}$/.test(value) ? value : undefined;
}

/** The address of the jobs page: the city and the page live in the query string. */
export function jobsHref(state: { city?: string; page: number }): string {
  return hrefOf('recruit', {}, { city: state.city, page: state.page > 1 ? String(state.page) : undefined });
}
