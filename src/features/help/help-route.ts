import { hrefOf } from '../../engine/href';

// Addresses inside the help centre: /help/{category}/{page}, /help/detail/{id}, /help/search/{keywords}.

/** A category's list page (all articles without one); page 1 has no page segment. */
export function helpListHref(catId: number | undefined, page = 1): string {
  if (catId === undefined) return page > 1 ? hrefOf('help', {}, { page: String(page) }) : hrefOf('help');
  return hrefOf('help', page > 1 ? { id: catId, page } : { id: catId });
}

export const helpDetailHref = (id: number) => hrefOf('helpDetail', { resId: id });

/** The search page of trimmed keywords; blank keywords go to the help centre's home (SPEC §5). */
export function helpSearchHref(keywords: string, page = 1): string {
  const trimmed = keywords.trim();
  if (!trimmed) return hrefOf('help');
  return hrefOf('helpSearch', { keywords: trimmed }, page > 1 ? { page: String(page) } : {});
}
