import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import { tenderCalls } from '../../../shared/calls/tender';
import { positiveParam } from '../../engine/content/load-content';
import { tenderOrgHref } from '../../engine/content/tender-href';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { Container } from '../../lib/ui/container';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { FollowButton } from './follow-button';
import { OrgAnalysis } from './org-analysis';
import { loadOrgStats, loadOrgTenders, PAGE_SIZE } from './tender-api';
import { pageParam } from './tender-route';
import { TenderRows } from './tender-rows';

type OrgPage = CallReply<typeof tenderCalls.listOrgPaged>;
type Stats = CallReply<typeof tenderCalls.orgStats>['model'];

interface TenderOrgData {
  orgId: number;
  page: number;
  answer: OrgPage;
  stats: Stats;
  tdk: { title: string; keyword: string; description: string };
}

/**
 * /tender/org/{orgId}/{page?}: an organisation's analysis and the projects it takes part in, newest first; an unknown
 * organisation is the 404 page.
 */
export async function loadData(args: PageLoadArgs): Promise<TenderOrgData> {
  const orgId = positiveParam(args.params.orgId)!;
  const page = pageParam(args.params.page);
  const [answer, { model: stats }] = await Promise.all([loadOrgTenders(args, orgId, page), loadOrgStats(args, orgId)]);
  const { org } = answer;
  const party = args.t(`tender:partyTypes.${org.partyType}`);
  return {
    orgId,
    page,
    answer,
    stats,
    tdk: {
      title: args.t('tender:tdk.orgTitle', { name: org.name }),
      keyword: [org.name, party, org.province?.name].filter(Boolean).join(','),
      description: args.t('tender:tdk.orgPartsDescription', { name: org.name, count: answer.total }),
    },
  };
}

const Head = styled(ListHeading)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 16px 0 0;
`;

/** Whether this browser's user follows the organisation: the public call answers it when given the token. */
function useFollowed(orgId: number): [boolean, (followed: boolean) => void] {
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const [followed, setFollowed] = useState(false);
  useEffect(() => {
    setFollowed(false);
    if (!token) return;
    let live = true;
    api
      .call(tenderCalls.listOrgPaged, { orgId, pageSize: 1 }, { token, silent: true })
      .then((answer) => live && setFollowed(answer.org.followed))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, orgId, token]);
  return [followed, setFollowed];
}

export default function TenderOrgPage() {
  const { t } = useTranslation('tender');
  const { orgId, page, answer, stats } = usePageData<TenderOrgData>();
  const { org } = answer;
  const [followed, setFollowed] = useFollowed(orgId);
  return (
    <Container>
      <Head>
        <div>
          <h1 data-testid="org-name">{org.name}</h1>
          <p>
            {[t(`partyTypes.${org.partyType}`), org.province?.name, org.tenderCount > 0 && t('orgCount', { count: org.tenderCount })]
              .filter(Boolean)
              .join(t('dot'))}
          </p>
        </div>
        <FollowButton orgId={org.id} orgName={org.name} followed={followed} onChange={setFollowed} ofOrg />
      </Head>
      {page === 1 && <OrgAnalysis stats={stats} />}
      <section aria-label={t('orgProjects')}>
        <h2>{t('orgProjects')}</h2>
        <TenderRows list={answer.list} level={3} empty={page > 1 ? t('pastLastPage') : t('orgProjectsEmpty')} />
        <Pagination page={page} total={answer.total} pageSize={PAGE_SIZE} hrefFor={(n) => tenderOrgHref(orgId, n)} />
      </section>
    </Container>
  );
}
