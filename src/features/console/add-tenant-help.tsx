import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { surfacePanel } from '../../lib/ui/surface';

const Panel = styled.details`
  ${surfacePanel}
  padding: 12px 16px;
  margin: 12px 0;
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ol {
    margin: 10px 0;
    padding-left: 20px;
    li + li {
      margin-top: 6px;
    }
  }
  p {
    margin-top: 8px;
    font-size: 14px;
  }
`;

export const Listing = styled.pre`
  margin: 6px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.pageBg};
  font-size: 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** How a tenant is added: manifests stay files, checked by `npm run tenants:check` and served after a restart. */
export function AddTenantHelp() {
  const { t } = useTranslation('console');
  const steps = t('gallery.howTo.steps', { returnObjects: true }) as string[];
  return (
    <Panel data-testid="add-tenant-help">
      <summary>{t('gallery.howTo.heading')}</summary>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {t('gallery.howTo.example')} <code>{t('gallery.howTo.exampleFile')}</code>
      </p>
      <Listing>{t('gallery.howTo.exampleManifest')}</Listing>
      <p>{t('gallery.howTo.docs')}</p>
    </Panel>
  );
}
