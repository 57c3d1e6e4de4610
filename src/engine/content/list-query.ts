import { KEYWORD_MAX, PROJECT_TYPES, TIME_FILTER_DAYS, type ProjectType, type TimeFilterDays } from '../../../shared/calls/enums';

/** A project type from a query string; anything unknown reads as ALL (no filter), never an error page. */
export function projectTypeOf(value: string | null): ProjectType {
  return PROJECT_TYPES.find((type) => type === value) ?? 'ALL';
}

export function timeFilterOf(value: string | null): TimeFilterDays {
  return TIME_FILTER_DAYS.find((days) => String(days) === value) ?? 0;
}

/** The query string values of a list's filters, leaving defaults out so URLs stay short. */
export function filterQuery(filters: { projectType?: ProjectType; days?: TimeFilterDays; keyword?: string }) {
  return {
    projectType: filters.projectType && filters.projectType !== 'ALL' ? filters.projectType : undefined,
    days: filters.days ? String(filters.days) : undefined,
    keyword: filters.keyword || undefined,
  };
}

/** A page number from a query string; anything else reads as the first page. */
export function pageOfQuery(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** A keyword from a query string, trimmed and capped as the search boxes would have sent it (SPEC §5). */
export function keywordOf(value: string | null): string {
  return (value ?? '').trim().slice(0, KEYWORD_MAX);
}
