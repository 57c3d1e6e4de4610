import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleTenant } from '../../../shared/calls/console';
import { hrefOf } from '../../engine/href';
import { CallStateView } from '../../lib/ui/call-state-view';
import { EmptyState } from '../../lib/ui/empty-state';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { SideMenu } from '../../lib/ui/side-menu';
import { AuditList } from './audit-list';
import { TenderImportRuns } from './tender-import-runs';
import { CONSOLE_KINDS } from './console-kinds';
import { ContentEditor } from './content-editor';
import { ContentList } from './content-list';
import { RolesPanel } from './roles-panel';
import { TenantGallery } from './tenant-gallery';
import { TenderView } from './tender-view';
import { useConsoleAccess } from './use-console-access';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 24px;
  padding: 24px 0 48px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

function Workspace({ tenants, token }: { tenants: ConsoleTenant[]; token: string }) {
  const { t } = useTranslation('console');
  const { section, id } = useParams();
  const admin = tenants.some((tenant) => tenant.role === 'admin');
  const sections = [
    ...CONSOLE_KINDS.map((kind) => kind.section),
    'tenders',
    'tenderImports',
    ...(admin ? ['audit', 'roles', 'tenants'] : []),
  ];
  const current = sections.find((key) => key === section) ?? 'news';
  const kind = CONSOLE_KINDS.find((each) => each.section === current);
  const items = sections.map((key) => ({
    key,
    label: t(`nav.${key}`),
    href: hrefOf('console', { section: key }),
    active: key === current && !id,
  }));
  return (
    <Columns>
      <SideMenu title={t('navLabel')} items={items} testId="console-nav" />
      <div>
        {current === 'tenders' ? (
          <TenderView />
        ) : current === 'tenderImports' ? (
          <TenderImportRuns token={token} />
        ) : current === 'audit' ? (
          <AuditList token={token} />
        ) : current === 'roles' ? (
          <RolesPanel tenants={tenants} token={token} />
        ) : current === 'tenants' ? (
          <TenantGallery token={token} />
        ) : !kind ? null : id ? (
          <ContentEditor
            key={`${kind.name}-${id}`}
            kind={kind}
            id={id === 'new' ? undefined : Number(id)}
            tenants={tenants}
            token={token}
          />
        ) : (
          <ContentList key={kind.name} kind={kind} tenants={tenants} token={token} />
        )}
      </div>
    </Columns>
  );
}

/** /console: the operators' console, for the editors and admins of the tenants' content. */
export default function ConsolePage() {
  const { t } = useTranslation('console');
  const access = useConsoleAccess();
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <CallStateView state={access.state} onRetry={access.retry}>
        {(value) =>
          value === 'forbidden' || !access.token ? (
            <EmptyState>
              <span data-testid="console-forbidden">{t('forbidden')}</span> <Link to={hrefOf('home')}>{t('backHome')}</Link>
            </EmptyState>
          ) : (
            <Workspace tenants={value.tenants} token={access.token} />
          )
        }
      </CallStateView>
    </PageShell>
  );
}
