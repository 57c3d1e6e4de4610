import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { consoleGalleryCalls } from '../../../shared/calls/console-gallery';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { mobile } from '../../lib/ui/media';
import { AddTenantHelp, Listing } from './add-tenant-help';
import { TenantCard } from './tenant-card';

const Lead = styled.p`
  margin: 6px 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Check = styled.figure`
  margin: 12px 0 0;
  figcaption {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  align-items: start;
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

/** The console's tenant gallery: every manifest of tenants/ the admin looks after, checked now, one card each. */
export function TenantGallery({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const gallery = useCall(() => api.call(consoleGalleryCalls.tenantGallery, {}, { token, silent: true }), [api, token]);
  return (
    <section aria-labelledby="console-gallery-heading">
      <h2 id="console-gallery-heading">{t('gallery.heading')}</h2>
      <Lead>{t('gallery.lead')}</Lead>
      <CallStateView state={gallery.state} onRetry={gallery.retry}>
        {({ tenants, check, valid, invalid }) => (
          <>
            <Summary>
              <span data-testid="gallery-summary">{t('gallery.summary', { count: tenants.length, valid, invalid })}</span>
              <Button type="button" $variant="plain" onClick={gallery.retry} data-testid="gallery-recheck">
                {t('gallery.recheck')}
              </Button>
            </Summary>
            <Check>
              <figcaption>{t('gallery.checkOutput')}</figcaption>
              <Listing aria-label={t('gallery.checkOutputLabel')} data-testid="gallery-check">
                {['$ npm run tenants:check', ...check].join('\n')}
              </Listing>
            </Check>
            <AddTenantHelp />
            <Cards data-testid="tenant-cards">
              {tenants.map((tenant) => (
                <TenantCard key={tenant.id} tenant={tenant} />
              ))}
            </Cards>
          </>
        )}
      </CallStateView>
    </section>
  );
}
