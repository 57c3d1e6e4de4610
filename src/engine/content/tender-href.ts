import type { TenderStage, TradeCategory } from '../../../shared/calls/enums';
import { tradeCategorySlug } from '../../../shared/trade-category-slug';
import { hrefOf } from '../href';

// Tender addresses that several areas build (the tender pages, the home page, the information hub).

export interface TenderRef {
  id: number;
  tradeCategory: TradeCategory;
  engType: TenderStage;
}

/** SPEC §2 tenderDetail, /tender/detail/{id}/{type}/{stageType}: type is the trade category, stageType the stage code. */
export function tenderHref(tender: TenderRef): string {
  return hrefOf('tenderDetail', { id: tender.id, type: tradeCategorySlug(tender.tradeCategory), stageType: tender.engType });
}

/** An organisation's tenders, /tender/org/{orgId}/{page?}. */
export function tenderOrgHref(orgId: number, page = 1): string {
  return hrefOf('tenderOrg', { orgId, page: page > 1 ? page : undefined });
}
