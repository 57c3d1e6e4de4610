import type { TenderSort } from '../../../shared/calls/enums';
import { tenderCalls, type TenderFilter } from '../../../shared/calls/tender';
import { loadCall, type ContentArgs } from '../../engine/content/load-content';
import { visitorId } from '../../lib/visitor-id';

// The bid calls of SPEC §7 (shared/calls/tender.ts) that the tender pages make.

export const PAGE_SIZE = 20;
/** Lists inside the personal centre are shorter. */
export const PANEL_PAGE_SIZE = 10;

/** Provinces with their cities; the row is cached for the SPEC §9 cache lifetime. */
export const loadRegions = (args: ContentArgs) => loadCall(args, tenderCalls.customerRegion, { depth: 2 });

export const loadTenders = (args: ContentArgs, filter: TenderFilter, sort: TenderSort, page: number) =>
  loadCall(args, tenderCalls.listPaged, { ...filter, sort, page, pageSize: PAGE_SIZE });

/** The summary a visitor may read; reads count once per visitor per day (the browser names its visitor id). */
export const loadTender = (args: ContentArgs, id: number) => loadCall(args, tenderCalls.getByBidId, { id, visitorId: visitorId() });

/** An organisation's page: every project it takes part in (as buyer, agency, bidder or winner), newest first. */
export const loadOrgTenders = (args: ContentArgs, orgId: number, page: number) =>
  loadCall(args, tenderCalls.listOrgPaged, { orgId, parties: true, page, pageSize: PAGE_SIZE });

export const loadOrgStats = (args: ContentArgs, orgId: number) => loadCall(args, tenderCalls.orgStats, { orgId });

/** A notice's winning-bid view and similar projects, cached with its page. */
export const loadRelated = (args: ContentArgs, id: number) => loadCall(args, tenderCalls.related, { id });

/** A list's total as shown: past the counting cap (TENDER_TOTAL_CAP) the count reads "10000+". */
export const totalText = ({ total, capped }: { total: number; capped?: boolean }): string => (capped ? `${total}+` : String(total));
