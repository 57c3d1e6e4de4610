import type { TFunction } from 'i18next';
import type { RegionNode } from '../../../shared/calls/tender';
import { findRegion, regionLabel } from './regions';
import type { TenderListState } from './tender-route';

/** What a search is narrowed to, in words: region, project type, trade category, stage. */
export function filterWords(t: TFunction, state: TenderListState, tree: readonly RegionNode[] | null): string[] {
  return [
    tree ? regionLabel(findRegion(tree, state.regionCode)) : '',
    state.projectType !== 'ALL' ? t(`common:projectTypes.${state.projectType}`) : '',
    state.tradeCategory ? t(`content:tradeCategories.${state.tradeCategory}`) : '',
    state.engType ? t(`content:tenderStages.${state.engType}`) : '',
    state.days ? t(`content:timeFilters.${state.days}`) : '',
  ].filter(Boolean);
}

/**
 * The TDK of a search page: a filtered search is a page of its own for search engines, titled by the words of
 * its filters; the unfiltered one keeps the route's title.
 */
export function listTdk(t: TFunction, state: TenderListState, tree: readonly RegionNode[] | null, total: string | undefined) {
  const words = filterWords(t, state, tree);
  const page = state.page > 1 ? t('tender:tdk.page', { page: state.page }) : '';
  const base = words.length ? t('tender:tdk.listTitle', { filters: words.join(' ') }) : t('routes:tender');
  const title = [base, page].filter(Boolean).join(' ');
  const scope = words.length ? words.join(t('tender:listSeparator')) : t('tender:tdk.everywhere');
  return {
    title,
    keyword: [...words, state.keyword, t('tender:tdk.keywords')].filter(Boolean).join(','),
    description: t(total === undefined ? 'tender:tdk.listDescription' : 'tender:tdk.listDescriptionTotal', { scope, total }),
  };
}
