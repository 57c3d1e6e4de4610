import { TRADE_CATEGORIES, type TradeCategory } from './calls/enums';

// A trade category in a portal address (the tender search and detail paths, and the sitemap that lists them).

/** A trade category as a path segment: its enum value in lower case (`gov_purchase`). */
export const tradeCategorySlug = (category: TradeCategory): string => category.toLowerCase();

/** The trade category a path segment names, in any case; undefined for anything else. */
export function tradeCategoryOfSlug(slug: string | undefined | null): TradeCategory | undefined {
  if (!slug) return undefined;
  const upper = slug.toUpperCase();
  return TRADE_CATEGORIES.find((category) => category === upper);
}
