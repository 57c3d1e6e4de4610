import { TRADE_CATEGORIES, type TenderStage, type TradeCategory } from '../../../shared/calls/enums';
import { hrefOf } from '../href';

// Tender addresses that several areas build (the tender pages, the home page, the information hub).

/** A trade category as a path segment: its enum value in lower case (`gov_purchase`). */
export const tradeCategorySlug = (category: TradeCategory): string => category.toLowerCase();

/** The trade category a path segment names, in any case; undefined for anything else. */
export function tradeCategoryOfSlug(slug: string | undefined | null): TradeCategory | undefined {
  if (!slug) return undefined;
  const upper = slug.toUpperCase();
  return TRADE_CATEGORIES.find((category) => category === upper);
}

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
