import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Crumb } from '../engine/breadcrumbs';
import type { FooterKind, HeaderKind, LayoutSpec } from '../engine/layout-registry';
import { onlineAtom, renderedAtom } from '../engine/state/portal-atoms';
import { mobile } from '../lib/ui/media';
import { BreadcrumbBar } from './chrome/breadcrumb-bar';
import type { SearchScope } from './chrome/header-search';
import { InformationTabs } from './chrome/information-tabs';
import { LazyBookingDialog } from './chrome/lazy-booking-dialog';
import { NavigationProgress } from './chrome/navigation-progress';
import { ServiceWidget } from './chrome/service-widget';
import { MAIN_ID, SkipLink } from './chrome/skip-link';
import { BrandFooter, LinksFooter, SiteFooter } from './footers/site-footer';
import { BarHeader } from './headers/bar-header';
import { BrandHeader, LogoHeader } from './headers/brand-header';
import { SiteHeader } from './headers/site-header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* Focused only as the skip link's target, which needs no ring of its own. */
  &:focus {
    outline: none;
  }
`;

const OfflineBanner = styled.div`
  padding: 8px 16px;
  text-align: center;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
`;

const FooterSlot = styled.div<{ $hideOnMobile: boolean }>`
  ${mobile} {
    display: ${({ $hideOnMobile }) => ($hideOnMobile ? 'none' : 'block')};
  }
`;

export interface LayoutFrameProps {
  name: string;
  spec: LayoutSpec;
  crumbs: Crumb[];
  searchScope?: SearchScope;
  informationTabs: boolean;
  children: ReactNode;
}

function Header({ kind, compact, searchScope }: { kind: HeaderKind; compact: boolean; searchScope?: SearchScope }) {
  switch (kind) {
    case 'site':
    case 'home':
      return <SiteHeader variant={kind} searchScope={searchScope} />;
    case 'landing':
    case 'nav':
      return <BarHeader compact={compact} />;
    case 'brand':
      return <BrandHeader />;
    case 'logo':
      return <LogoHeader />;
    case 'none':
      return null;
  }
}

function Footer({ kind }: { kind: FooterKind }) {
  switch (kind) {
    case 'site':
      return <SiteFooter />;
    case 'home':
    case 'landing':
      return <LinksFooter variant={kind} />;
    case 'brand':
    case 'account':
      return <BrandFooter />;
    case 'none':
      return null;
  }
}

// The two parts that change once the page runs in the browser read their state themselves, so that the
// change re-renders them alone rather than the whole frame (header, footer) just after hydration.

function Offline() {
  const { t } = useTranslation();
  const online = useAtomValue(onlineAtom);
  return online ? null : <OfflineBanner role="alert">{t('offline')}</OfflineBanner>;
}

/** The service widget exists in the browser only (client state `rendered`). */
function BrowserServiceWidget({ consult }: { consult: boolean }) {
  const rendered = useAtomValue(renderedAtom);
  return rendered ? <ServiceWidget consult={consult} /> : null;
}

/** Every layout of the registry, composed from the chrome blocks its spec names. */
export function LayoutFrame({ name, spec, crumbs, searchScope, informationTabs, children }: LayoutFrameProps) {
  return (
    <Page data-layout={name}>
      <SkipLink />
      <NavigationProgress />
      <Offline />
      <Header kind={spec.header} compact={spec.compactHeader} searchScope={searchScope} />
      {informationTabs && spec.header === 'site' && <InformationTabs />}
      {spec.breadcrumb && <BreadcrumbBar items={crumbs} />}
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <FooterSlot $hideOnMobile={spec.hideFooterOnMobile}>
        <Footer kind={spec.footer} />
      </FooterSlot>
      <BrowserServiceWidget consult={spec.serviceWidget} />
      <LazyBookingDialog />
    </Page>
  );
}
