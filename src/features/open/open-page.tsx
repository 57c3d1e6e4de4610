import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { API_PREFIX, callUrl } from '../../../shared/calls/define-call';
import { newsCalls } from '../../../shared/calls/news';
import { siteCalls } from '../../../shared/calls/site';
import { settle } from '../../engine/content/load-content';
import { LoadedView } from '../../engine/content/loaded-view';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { usePortal } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { Card, CardGrid, Section } from '../../lib/ui/card-grid';
import { PageShell } from '../../lib/ui/page-shell';
import { StepList, type Step } from '../../lib/ui/step-list';
import { CodeBlock } from './code-block';
import { groupLabel } from './group-label';
import { loadApiGroups, type ApiGroupsReply } from './open-api';
import type { Settled } from '../../lib/api/call-state';

interface OpenPageData {
  groups: Settled<ApiGroupsReply>;
}

export async function loadData(args: PageLoadArgs) {
  const groups = await settle(loadApiGroups(args));
  return { groups, tdk: { description: args.t('open:overview.description', { title: args.tenant().title }) } };
}

/** The API host's address as a developer outside the portal reaches it (API_HOST, or this site's /api). */
function apiBaseOf(apiBase: string, origin: string): string {
  return new URL(apiBase || API_PREFIX, `${origin}/`).href.replace(/\/$/, '');
}

/** The quick start's request: a page's title, description and keywords, a public call anyone can try. */
function curlExample(base: string): string {
  return [
    `curl -X POST '${base}${callUrl(newsCalls.getByName)}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify({ name: 'open' })}'`,
  ].join('\n');
}

const Muted = styled.p`
  margin-top: 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.ol`
  padding-left: 1.4em;
  line-height: 1.9;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

function Groups({ groups }: { groups: ApiGroupsReply['groups'] }) {
  const { t } = useTranslation('open');
  return (
    <CardGrid $min={220} data-testid="open-groups">
      {groups.map((group) => (
        <Card key={group.id}>
          <Link to={hrefOf('openApi', { id: group.id })}>
            <h3>{groupLabel(t, group.id)}</h3>
            <p>{t('overview.groupCount', { count: group.calls.length })}</p>
          </Link>
        </Card>
      ))}
    </CardGrid>
  );
}

/** /open: what the open platform offers, how an organisation gets credentials, a first request, the API groups. */
export default function OpenPage() {
  const { t } = useTranslation('open');
  const { tenant, bootstrap } = usePortal();
  const data = usePageData<OpenPageData>();
  const base = apiBaseOf(bootstrap.apiBase, bootstrap.origin);
  const credentials = t('overview.credentials', { returnObjects: true, hotline: tenant.hotline }) as Step[];
  const quickSteps = t('overview.quickSteps', { returnObjects: true }) as string[];
  const rules = t('overview.rules', { returnObjects: true }) as string[];
  return (
    <PageShell title={t('routes:open')} lead={t('overview.lead')}>
      <Section aria-labelledby="open-credentials">
        <h2 id="open-credentials">{t('overview.credentialsTitle')}</h2>
        <StepList steps={credentials} testId="open-credentials" />
        <Muted>{t('overview.credentialsNote')}</Muted>
      </Section>
      <Section aria-labelledby="open-quick">
        <h2 id="open-quick">{t('overview.quickTitle')}</h2>
        <Steps>
          {quickSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
        <p>
          {t('overview.apiBase')} <code data-testid="open-api-base">{base}</code>
        </p>
        <CodeBlock code={curlExample(base)} label={t('overview.quickTitle')} testId="open-curl" />
        <h3>{t('overview.rulesTitle')}</h3>
        <Steps as="ul">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Steps>
      </Section>
      <Section aria-labelledby="open-groups">
        <h2 id="open-groups">{t('overview.groupsTitle')}</h2>
        <LoadedView loaded={data.groups}>{(value) => <Groups groups={value.groups} />}</LoadedView>
        <Actions>
          <Button as={Link} to={hrefOf('openApiIndex')}>
            {t('overview.allCalls')}
          </Button>
          <Button as="a" href={`${base}${callUrl(siteCalls.openapi)}`} $variant="ghost">
            {t('overview.openapiLink')}
          </Button>
          <Button as={Link} to={hrefOf('ui')} $variant="plain">
            {t('overview.uiLink')}
          </Button>
        </Actions>
        <Muted>{t('overview.uiText')}</Muted>
      </Section>
    </PageShell>
  );
}
