import type { TenderFilter } from '../../../shared/calls/tender';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { provincesAndCities } from './regions';
import type { TenderCriteria } from './tender-criteria';

/** An amount range whose minimum is above its maximum is refused. */
export function checkAmountRange(min: number | null | undefined, max: number | null | undefined): void {
  if (min !== undefined && min !== null && max !== undefined && max !== null && min > max) throw fail('amountRangeInvalid');
}

/**
 * The criteria of the search filters (ALL, 0 and absent mean none). The region must be a known province or
 * city, and the amount range must not be upside down.
 */
export async function filterCriteria(db: Queryable, filter: TenderFilter): Promise<TenderCriteria> {
  checkAmountRange(filter.amountMin, filter.amountMax);
  const regions = filter.regionCode ? await provincesAndCities(db, [filter.regionCode]) : [];
  const one = <T>(value: T | undefined) => (value === undefined ? [] : [value]);
  return {
    keywords: filter.keyword ? [filter.keyword] : [],
    regionCodes: regions.map((region) => region.code),
    projectTypes: filter.projectType === 'ALL' ? [] : one(filter.projectType),
    tradeCategories: one(filter.tradeCategory),
    engTypes: one(filter.engType),
    amountMin: filter.amountMin,
    amountMax: filter.amountMax,
    days: filter.days,
  };
}
