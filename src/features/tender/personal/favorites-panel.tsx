import { useTranslation } from 'react-i18next';
import { tenderCalls } from '../../../../shared/calls/tender';
import { PersonalPanel, type PersonalSectionProps } from '../../../engine/personal-sections';
import { useApi } from '../../../engine/portal-context';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { Pagination } from '../../../lib/ui/pagination';
import { PANEL_PAGE_SIZE } from '../tender-api';
import { TenderRows } from '../tender-rows';
import { usePanelQuery } from '../../../engine/content/use-panel-query';
import { useCall } from '../../../engine/use-call';

const PAGE_PARAM = 'favoritePage';

/** The tenders the user favourited, latest favourite first. */
export default function FavoritesPanel({ token }: PersonalSectionProps) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const query = usePanelQuery();
  const page = query.page(PAGE_PARAM);
  const { state, retry } = useCall(
    () => api.call(tenderCalls.listPagedByFavorite, { page, pageSize: PANEL_PAGE_SIZE }, { token, silent: true }),
    [api, token, page],
  );
  return (
    <PersonalPanel title={t('personal.favorites')} testId="tender-favorites">
      <CallStateView state={state} onRetry={retry}>
        {({ list, total }) => (
          <>
            <TenderRows list={list} level={3} empty={t('personal.noFavorites')} testId="favorite-tenders" />
            <Pagination
              page={page}
              total={total}
              pageSize={PANEL_PAGE_SIZE}
              hrefFor={(n) => query.href({ [PAGE_PARAM]: query.pageValue(n) })}
            />
          </>
        )}
      </CallStateView>
    </PersonalPanel>
  );
}
