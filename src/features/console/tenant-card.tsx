import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GalleryTenant } from '../../../shared/calls/console-gallery';
import { mobile } from '../../lib/ui/media';
import { surfacePanel } from '../../lib/ui/surface';
import { TenantSwatches } from './tenant-swatches';
import { pathOf, TenantThumbnails } from './tenant-thumbnails';

const Card = styled.li`
  ${surfacePanel}
  min-width: 0;
  padding: 16px 20px;
  > p {
    margin-top: 8px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    padding: 12px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h3 {
    font-size: 17px;
    overflow-wrap: anywhere;
  }
  code {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The logo on the tenant's own header colour, since many logos are drawn for it. */
const LogoBox = styled.span`
  display: inline-flex;
  align-items: center;
  height: 40px;
  max-width: 100%;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  img {
    max-height: 32px;
    max-width: 220px;
  }
`;

type Tone = 'good' | 'bad' | 'plain';

const Verdict = styled.span<{ $tone: Tone }>`
  padding: 1px 8px;
  border-radius: 10px;
  border: 1px solid
    ${({ theme, $tone }) => ({ good: theme.colors.success, bad: theme.colors.danger, plain: theme.colors.muted })[$tone]};
  background: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.onDanger : theme.colors.text)};
  font-size: 12px;
  white-space: nowrap;
`;

const Problems = styled.ul`
  margin: 10px 0 0;
  padding: 8px 12px 8px 28px;
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.pageBg};
  font-size: 13px;
  li {
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 12px;
  margin-top: 12px;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Where the card says the tenant stands: served or not, and what a restart would change. */
function servingNote(tenant: GalleryTenant): string | null {
  if (tenant.served) return tenant.valid ? null : 'gallery.servedWithErrors';
  return tenant.valid ? 'gallery.waitsRestart' : 'gallery.failedStart';
}

/** One manifest: its check, what it sets, and live previews of its pages. */
export function TenantCard({ tenant }: { tenant: GalleryTenant }) {
  const { t } = useTranslation('console');
  const title = tenant.title ?? tenant.id;
  const none = t('gallery.none');
  const headerBg = tenant.colours.find((colour) => colour.name === 'headerBg')?.value;
  const note = servingNote(tenant);
  const trial = tenant.freeTrial;
  const route = (name: string | null) => {
    const path = pathOf(name);
    return name && path ? t('gallery.routeWithPath', { route: name, path }) : (name ?? none);
  };
  return (
    <Card data-testid="tenant-card" data-tenant={tenant.id}>
      <Head>
        {tenant.logo && (
          <LogoBox style={headerBg ? { background: headerBg } : undefined}>
            <img src={tenant.logo.desktop} alt={t('gallery.logoAlt', { title })} />
          </LogoBox>
        )}
        <h3 id={`tenant-${tenant.id}`}>{title}</h3>
        <code>{tenant.id}</code>
        <Verdict $tone={tenant.valid ? 'good' : 'bad'} data-testid="tenant-verdict">
          {t(tenant.valid ? 'gallery.valid' : 'gallery.invalid')}
        </Verdict>
        <Verdict $tone={tenant.served ? 'good' : 'plain'}>{t(tenant.served ? 'gallery.served' : 'gallery.notServed')}</Verdict>
      </Head>
      {note && <p>{t(note)}</p>}
      {tenant.problems.length > 0 && (
        <Problems aria-label={t('gallery.problems')} data-testid="tenant-problems">
          {tenant.problems.map((problem) => (
            <li key={`${problem.file} ${problem.pointer} ${problem.message}`}>
              <code>
                {problem.file}: {problem.pointer || '/'}
              </code>{' '}
              {problem.message}
            </li>
          ))}
        </Problems>
      )}
      <Facts>
        <Fact label={t('gallery.fields.hosts')}>
          {tenant.hostnames.length ? (
            <ul>
              {tenant.hostnames.map((host) => (
                <li key={host}>
                  <a href={`https://${host}/`} target="_blank" rel="noopener noreferrer">
                    {host}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Fact>
        {tenant.origin && (
          <Fact label={t('gallery.fields.origin')}>
            <a href={`${tenant.origin}/`} target="_blank" rel="noopener noreferrer">
              {tenant.origin}
            </a>
          </Fact>
        )}
        <Fact label={t('gallery.fields.layout')}>{tenant.layout ?? none}</Fact>
        <Fact label={t('gallery.fields.theme')}>{tenant.theme ?? none}</Fact>
        <Fact label={t('gallery.fields.colours')}>{tenant.colours.length ? <TenantSwatches colours={tenant.colours} /> : none}</Fact>
        <Fact label={t('gallery.fields.entry')}>{tenant.entry ? route(tenant.entry) : t('gallery.homeEntry')}</Fact>
        <Fact label={t('gallery.fields.login')}>{route(tenant.loginRoute)}</Fact>
        <Fact label={t('gallery.fields.freeTrial')}>
          {trial
            ? t(trial.enabled ? 'gallery.freeTrialTarget' : 'gallery.freeTrialOff', { route: route(trial.login), channel: trial.channel })
            : none}
        </Fact>
        <Fact label={t('gallery.fields.extends')}>{tenant.extends ?? none}</Fact>
        <Fact label={t('gallery.fields.file')}>
          <code>{tenant.file}</code>
        </Fact>
      </Facts>
      {tenant.origin ? <TenantThumbnails tenant={tenant} title={title} /> : <p>{t('gallery.notServedThumbnails')}</p>}
    </Card>
  );
}
