import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tenderCalls } from '../../../../shared/calls/tender';
import { tenderOrgHref } from '../../../engine/content/tender-href';
import { PersonalPanel, type PersonalSectionProps } from '../../../engine/personal-sections';
import { useApi } from '../../../engine/portal-context';
import { EmptyState } from '../../../lib/ui/empty-state';
import { FilterLinks } from '../../../lib/ui/filter-links';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { Pagination } from '../../../lib/ui/pagination';
import { FollowButton } from '../follow-button';
import { PANEL_PAGE_SIZE } from '../tender-api';
import { TenderRows } from '../tender-rows';
import { usePanelQuery } from '../../../engine/content/use-panel-query';
import { useCall } from '../../../engine/use-call';

/** The organisations one user follows, at most (the contract allows ten times the subscriptions). */
const ORGS_SHOWN = 50;
const ORG_PARAM = 'followOrg';
const PAGE_PARAM = 'followPage';

const Orgs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 10px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  }
  div {
    min-width: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FeedTitle = styled.h3`
  font-size: 16px;
  margin: 8px 0;
`;

/** Organisations the user follows (unfollow in place) and the newest tenders they published. */
export default function FollowsPanel({ token }: PersonalSectionProps) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const query = usePanelQuery();
  const orgId = query.id(ORG_PARAM);
  const page = query.page(PAGE_PARAM);
  const orgs = useCall(
    () => api.call(tenderCalls.orgListPaged, { followed: true, pageSize: ORGS_SHOWN }, { token, silent: true }),
    [api, token],
  );
  const feed = useCall(
    () => api.call(tenderCalls.listPagedByFollow, { orgId, page, pageSize: PANEL_PAGE_SIZE }, { token, silent: true }),
    [api, token, orgId, page],
  );
  const changed = () => {
    orgs.retry();
    feed.retry();
  };
  return (
    <PersonalPanel title={t('personal.follows')} testId="tender-follows">
      <CallStateView state={orgs.state} onRetry={orgs.retry}>
        {({ list }) =>
          list.length ? (
            <>
              <Orgs data-testid="followed-orgs">
                {list.map((org) => (
                  <li key={org.id} data-testid="followed-org">
                    <div>
                      <Link to={tenderOrgHref(org.id)}>{org.name}</Link>
                      <small>
                        {[t(`partyTypes.${org.partyType}`), org.province?.name, t('orgCount', { count: org.tenderCount })]
                          .filter(Boolean)
                          .join(t('dot'))}
                      </small>
                    </div>
                    <FollowButton orgId={org.id} orgName={org.name} followed={org.followed} onChange={changed} />
                  </li>
                ))}
              </Orgs>
              <FeedTitle>{t('personal.followFeed')}</FeedTitle>
              <FilterLinks
                label={t('personal.followFeed')}
                items={[
                  {
                    key: 'all',
                    label: t('personal.allOrgs'),
                    href: query.href({ [ORG_PARAM]: undefined, [PAGE_PARAM]: undefined }),
                    active: orgId === undefined,
                  },
                  ...list.map((org) => ({
                    key: String(org.id),
                    label: org.name,
                    href: query.href({ [ORG_PARAM]: org.id, [PAGE_PARAM]: undefined }),
                    active: org.id === orgId,
                  })),
                ]}
              />
              <CallStateView state={feed.state} onRetry={feed.retry}>
                {({ list: tenders, total }) => (
                  <>
                    <TenderRows list={tenders} level={3} empty={t('personal.followFeedEmpty')} testId="follow-feed" />
                    <Pagination
                      page={page}
                      total={total}
                      pageSize={PANEL_PAGE_SIZE}
                      hrefFor={(n) => query.href({ [PAGE_PARAM]: query.pageValue(n) })}
                    />
                  </>
                )}
              </CallStateView>
            </>
          ) : (
            <EmptyState>{t('personal.noFollows')}</EmptyState>
          )
        }
      </CallStateView>
    </PersonalPanel>
  );
}
