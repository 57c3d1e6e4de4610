import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { settle } from '../../engine/content/load-content';
import { LoadedView } from '../../engine/content/loaded-view';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { SideMenu } from '../../lib/ui/side-menu';
import { TableOfContents } from '../../lib/ui/table-of-contents';
import { TwoColumns } from '../../lib/ui/two-columns';
import { groupLabel } from './group-label';
import { ApiIndex } from './api-index';
import { loadApiGroup, loadApiGroups, type ApiGroupReply, type ApiGroupsReply } from './open-api';
import { OperationDoc, operationAnchor } from './operation-doc';
import type { Settled } from '../../lib/api/call-state';

interface ApiPageData {
  id?: string;
  groups: Settled<ApiGroupsReply>;
  group?: Settled<ApiGroupReply>;
}

/**
 * /open/api lists every call of the API host's OpenAPI document by group; /open/api/{group} documents one group.
 * Both read the document at request time, so a call added to the table appears here without a change.
 */
export async function loadData(args: PageLoadArgs) {
  const { t, tenant, routeName } = args;
  const title = tenant().title;
  if (routeName !== 'openApi') {
    const groups = await settle(loadApiGroups(args));
    return { groups, tdk: { description: t('open:api.indexDescription', { title }) } };
  }
  const id = args.params.id;
  const [group, groups] = await Promise.all([settle(loadApiGroup(args, id)), settle(loadApiGroups(args))]);
  const label = groupLabel(t, id ?? '');
  const count = group.status === 'done' ? group.value.model.operations.length : 0;
  return {
    id,
    groups,
    group,
    tdk: { title: t('open:api.groupTitle', { group: label }), description: t('open:api.groupDescription', { title, group: label, count }) },
  };
}

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-self: stretch;
  ${mobile} {
    nav[data-testid='toc'] {
      display: none;
    }
  }
`;

function GroupMenu({ groups, current }: { groups: Settled<ApiGroupsReply>; current?: string }) {
  const { t } = useTranslation('open');
  if (groups.status !== 'done') return null;
  const items = groups.value.groups.map((group) => ({
    key: group.id,
    label: groupLabel(t, group.id),
    href: hrefOf('openApi', { id: group.id }),
    active: group.id === current,
    count: group.calls.length,
  }));
  return <SideMenu title={t('api.groupsNav')} items={items} testId="api-groups-menu" />;
}

export default function ApiPage() {
  const { t } = useTranslation('open');
  const data = usePageData<ApiPageData>();
  if (!data.group) {
    const count = data.groups.status === 'done' ? data.groups.value.groups.reduce((sum, group) => sum + group.calls.length, 0) : 0;
    return (
      <PageShell title={t('routes:openApiIndex')} lead={t('api.indexLead', { count })}>
        <LoadedView loaded={data.groups}>{(value) => <ApiIndex groups={value.groups} />}</LoadedView>
      </PageShell>
    );
  }
  const label = groupLabel(t, data.id ?? '');
  const count = data.group.status === 'done' ? data.group.value.model.operations.length : 0;
  return (
    <PageShell title={t('api.groupTitle', { group: label })} lead={t('api.groupLead', { count })}>
      <TwoColumns>
        <Aside>
          <GroupMenu groups={data.groups} current={data.id} />
          {data.group.status === 'done' && (
            <TableOfContents
              title={t('api.contents')}
              items={data.group.value.model.operations.map((operation) => ({
                id: operationAnchor(operation.name),
                label: operation.summary || operation.name,
              }))}
            />
          )}
        </Aside>
        <div data-testid="api-operations">
          <LoadedView loaded={data.group}>
            {(value) => value.model.operations.map((operation) => <OperationDoc key={operation.name} operation={operation} />)}
          </LoadedView>
        </div>
      </TwoColumns>
    </PageShell>
  );
}
