import type { Params } from 'react-router-dom';
import {
  PROJECT_TYPES,
  TENDER_SORTS,
  TENDER_STAGE_CODES,
  TIME_FILTER_DAYS,
  type ProjectType,
  type TenderSort,
  type TenderStage,
  type TimeFilterDays,
  type TradeCategory,
} from '../../../shared/calls/enums';
import type { TenderFilter } from '../../../shared/calls/tender';
import { keywordOf } from '../../engine/content/list-query';
import { notFound, positiveParam } from '../../engine/content/load-content';
import { tradeCategoryOfSlug, tradeCategorySlug } from '../../../shared/trade-category-slug';
import { hrefOf, type Query } from '../../engine/href';
import { parseWan, wanToYuan } from './amount';

// Tender search addresses (README, "Tender search addresses"). Both list routes show the same search:
//   /tender/{trade category | all}/{region code | all}/{page}/{stage code}?projectType=&days=&keyword=&min=&max=
//   /information/tender?cat=&region=&stage=&page=&projectType=&days=&keyword=&min=&max=
// and on both `sort=` (amount, amountAsc, deadline; newest is left out, and an unknown sort reads as newest).
// Path segments are positional, so a later one fills the earlier ones with `all` (or page 1); trailing defaults
// are left out. Amounts are wan in the address, as on the page; the call takes whole yuan.

export type TenderListRoute = 'tender' | 'tenderList';

export interface TenderListState {
  tradeCategory?: TradeCategory;
  /** A province or city code. */
  regionCode?: string;
  engType?: TenderStage;
  projectType: ProjectType;
  days: TimeFilterDays;
  keyword: string;
  /** wan. */
  amountMin?: number;
  amountMax?: number;
  page: number;
  /** The list's order: not a filter, so clearing the filters keeps it. */
  sort: TenderSort;
}

export const NO_FILTERS: TenderListState = { projectType: 'ALL', days: 0, keyword: '', page: 1, sort: 'newest' };

/** A filter an address named with a value that means nothing: the list leaves it out and says so. */
export type IgnoredFilter = 'tradeCategory' | 'region' | 'engType' | 'projectType' | 'days' | 'amount' | 'page';

/** The highest page the calls serve (shared/calls/schema.ts Paging). */
export const PAGE_MAX = 100_000;

/** A page number from a path: beyond what the calls serve, or malformed, is a page that does not exist. */
export function pageParam(value: string | undefined): number {
  const page = positiveParam(value) ?? 1;
  return page <= PAGE_MAX ? page : notFound();
}

const ANY = 'all';
const REGION_CODE = /^[1-9]\d{5}$/;
const PAGE = /^[1-9]\d{0,8}$/;

export interface ReadOptions {
  /** Whether the region tree holds a code; undefined when the tree could not be loaded (the code is then kept). */
  isRegion: (code: string) => boolean | undefined;
}

export interface ReadResult {
  state: TenderListState;
  ignored: IgnoredFilter[];
}

/** The raw values of a list address, from the path (tender) or the query string (tenderList). */
function rawValues(route: TenderListRoute, params: Params, query: URLSearchParams) {
  if (route === 'tender') return { cat: params.catNo, region: params.id, page: params.page, stage: params.bidStageId };
  const value = (name: string) => query.get(name) ?? undefined;
  return { cat: value('cat'), region: value('region'), page: value('page'), stage: value('stage') };
}

const isAny = (value: string | undefined) => !value || value.toLowerCase() === ANY;

/**
 * The search an address names. An unknown value of a filter is left out and reported; a malformed page in the
 * path is the 404 page (as on every list), in the query string it is reported and the first page shown.
 */
export function readTenderList(route: TenderListRoute, params: Params, query: URLSearchParams, options: ReadOptions): ReadResult {
  const raw = rawValues(route, params, query);
  const ignored: IgnoredFilter[] = [];
  const state: TenderListState = { ...NO_FILTERS };

  if (!isAny(raw.cat)) {
    state.tradeCategory = tradeCategoryOfSlug(raw.cat);
    if (!state.tradeCategory) ignored.push('tradeCategory');
  }
  if (!isAny(raw.region)) {
    if (REGION_CODE.test(raw.region!) && options.isRegion(raw.region!) !== false) state.regionCode = raw.region;
    else ignored.push('region');
  }
  if (!isAny(raw.stage)) {
    state.engType = TENDER_STAGE_CODES.find((code) => code === raw.stage);
    if (!state.engType) ignored.push('engType');
  }
  if (route === 'tender') state.page = pageParam(raw.page);
  else if (raw.page) {
    if (PAGE.test(raw.page) && Number(raw.page) <= PAGE_MAX) state.page = Number(raw.page);
    else ignored.push('page');
  }

  // An empty value (a form sent with nothing chosen) is no filter.
  const projectType = query.get('projectType') || null;
  if (projectType !== null) {
    const known = PROJECT_TYPES.find((type) => type === projectType);
    if (known) state.projectType = known;
    else ignored.push('projectType');
  }
  const days = query.get('days') || null;
  if (days !== null) {
    const known = TIME_FILTER_DAYS.find((value) => String(value) === days);
    if (known !== undefined) state.days = known;
    else ignored.push('days');
  }
  state.keyword = keywordOf(query.get('keyword'));
  state.sort = TENDER_SORTS.find((sort) => sort === query.get('sort')) ?? 'newest';

  const min = parseWan(query.get('min'));
  const max = parseWan(query.get('max'));
  if (min === 'invalid' || max === 'invalid' || (min !== undefined && max !== undefined && min > max)) ignored.push('amount');
  else {
    state.amountMin = min;
    state.amountMax = max;
  }
  return { state, ignored };
}

/** The query values of the filters that are not path segments, defaults left out. */
function filterQuery(state: TenderListState): Query {
  return {
    projectType: state.projectType !== 'ALL' ? state.projectType : undefined,
    days: state.days ? String(state.days) : undefined,
    keyword: state.keyword || undefined,
    min: state.amountMin === undefined ? undefined : String(state.amountMin),
    max: state.amountMax === undefined ? undefined : String(state.amountMax),
    sort: state.sort === 'newest' ? undefined : state.sort,
  };
}

/** The path segments of a search, each filled while a later one is set. */
function pathParams(state: TenderListState) {
  const stage = state.engType;
  const page = stage || state.page > 1 ? String(state.page) : undefined;
  const region = page || state.regionCode ? (state.regionCode ?? ANY) : undefined;
  const cat = region || state.tradeCategory ? (state.tradeCategory ? tradeCategorySlug(state.tradeCategory) : ANY) : undefined;
  return { catNo: cat, id: region, page, bidStageId: stage };
}

/** The address of a search on either list route. */
export function tenderListHref(route: TenderListRoute, state: TenderListState): string {
  if (route === 'tender') return hrefOf('tender', pathParams(state), filterQuery(state));
  return hrefOf(
    'tenderList',
    {},
    {
      cat: state.tradeCategory ? tradeCategorySlug(state.tradeCategory) : undefined,
      region: state.regionCode,
      stage: state.engType,
      ...filterQuery(state),
      page: state.page > 1 ? String(state.page) : undefined,
    },
  );
}

/** The canonical address of a search: the /tender path of its segment filters (query filters are views of it). */
export const tenderListCanonical = (state: TenderListState): string => hrefOf('tender', pathParams(state));

/** The call's filter of a search: amounts in whole yuan, "no filter" values left out. */
export function tenderCallFilter(state: TenderListState): TenderFilter {
  return {
    keyword: state.keyword || undefined,
    regionCode: state.regionCode,
    projectType: state.projectType !== 'ALL' ? state.projectType : undefined,
    days: state.days || undefined,
    tradeCategory: state.tradeCategory,
    engType: state.engType,
    amountMin: state.amountMin === undefined ? undefined : wanToYuan(state.amountMin),
    amountMax: state.amountMax === undefined ? undefined : wanToYuan(state.amountMax),
  };
}

/** Whether any filter narrows the search. */
export const isFiltered = (state: TenderListState): boolean =>
  !!(state.tradeCategory || state.regionCode || state.engType || state.projectType !== 'ALL' || state.days || state.keyword) ||
  state.amountMin !== undefined ||
  state.amountMax !== undefined;
