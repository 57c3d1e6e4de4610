import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { VIDEO_OPERATION_KINDS, type VideoOperationKind } from '../../../../shared/calls/learning';
import { usePanelQuery } from '../../../engine/content/use-panel-query';
import { hrefOf } from '../../../engine/href';
import { PersonalPanel, type PersonalSectionProps } from '../../../engine/personal-sections';
import { useApi } from '../../../engine/portal-context';
import { FilterLinks } from '../../../lib/ui/filter-links';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { Pagination } from '../../../lib/ui/pagination';
import { loadKept, PANEL_PAGE_SIZE } from '../learning-api';
import { VideoCards } from '../video-card';
import { useCall } from '../../../engine/use-call';

const KIND_PARAM = 'studyKind';
const PAGE_PARAM = 'studyPage';
const TITLES: Record<VideoOperationKind, 'favorites' | 'stars'> = { favorite: 'favorites', star: 'stars' };
const EMPTY: Record<VideoOperationKind, 'noFavorites' | 'noStars'> = { favorite: 'noFavorites', star: 'noStars' };

/** The study centre (SPEC §9 STUDYCENTER) of the personal centre: the courses the user favourited or starred. */
export default function KeptVideosPanel({ token }: PersonalSectionProps) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const query = usePanelQuery();
  const [params] = useSearchParams();
  const kind = VIDEO_OPERATION_KINDS.find((value) => value === params.get(KIND_PARAM)) ?? 'favorite';
  const page = query.page(PAGE_PARAM);
  const { state, retry } = useCall(() => loadKept(api, kind, page, token), [api, token, kind, page]);
  return (
    <PersonalPanel title={t('personal.title')} testId="study-center" actions={<Link to={hrefOf('video')}>{t('personal.browse')}</Link>}>
      <FilterLinks
        label={t('personal.title')}
        testId="study-center-kinds"
        items={VIDEO_OPERATION_KINDS.map((value) => ({
          key: value,
          label: t(`personal.${TITLES[value]}`),
          href: query.href({ [KIND_PARAM]: value === 'favorite' ? undefined : value, [PAGE_PARAM]: undefined }),
          active: value === kind,
        }))}
      />
      <CallStateView state={state} onRetry={retry}>
        {({ list, total }) => (
          <>
            <VideoCards list={list} empty={t(`personal.${EMPTY[kind]}`)} testId={`study-center-${kind}`} />
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
