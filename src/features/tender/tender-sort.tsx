import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TENDER_SORTS } from '../../../shared/calls/enums';
import { FilterLinks } from '../../lib/ui/filter-links';
import type { TenderListState } from './tender-route';

const Sorts = styled.div`
  margin-bottom: 12px;
  ul {
    gap: 6px;
    margin: 0;
  }
  a {
    padding: 2px 10px;
    white-space: nowrap;
  }
`;

/** The list's order as links (the sort lives in the address, so a shared link, reload and back keep it). */
export function TenderSort({ state, href }: { state: TenderListState; href: (change: Partial<TenderListState>) => string }) {
  const { t } = useTranslation('tender');
  return (
    <Sorts>
      <FilterLinks
        label={t('sort.label')}
        testId="tender-sort"
        items={TENDER_SORTS.map((sort) => ({ key: sort, label: t(`sort.${sort}`), href: href({ sort }), active: state.sort === sort }))}
      />
    </Sorts>
  );
}
