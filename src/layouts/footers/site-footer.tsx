import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTenant } from '../../engine/portal-context';
import { FOOTER_TOPICS_MAX } from '../../lib/constants';
import { Container } from '../../lib/ui/container';
import { mobile } from '../../lib/ui/media';
import { Filings, FooterBox, LinkRow } from './footer-parts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 32px;
  margin-bottom: 16px;
  h2 {
    font-size: 15px;
    margin-bottom: 12px;
    color: ${({ theme }) => theme.colors.footerHeading};
  }
  ${mobile} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;

const Contact = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  dd {
    margin: 0;
  }
`;

/** Default footer: contact info, the first 9 topics, links and filing numbers. */
export function SiteFooter() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <FooterBox data-testid="site-footer">
      <Container>
        <Columns>
          <section>
            <h2>{t('footer.contact')}</h2>
            <Contact>
              <dt>{t('contact.hotline')}</dt>
              <dd>{tenant.hotline}</dd>
              {tenant.marketHotline && (
                <>
                  <dt>{t('contact.marketHotline')}</dt>
                  <dd>{tenant.marketHotline}</dd>
                </>
              )}
              <dt>{t('contact.address')}</dt>
              <dd>{tenant.address}</dd>
              <dt>{t('contact.mailbox')}</dt>
              <dd>{tenant.mailbox}</dd>
            </Contact>
          </section>
          <section data-testid="footer-topics">
            <h2>{t('footer.topics')}</h2>
            <LinkRow items={tenant.footer.topics.slice(0, FOOTER_TOPICS_MAX)} label={t('footer.topics')} />
          </section>
        </Columns>
        <LinkRow items={tenant.footer.links} label={t('footer.links')} />
        <Filings />
      </Container>
    </FooterBox>
  );
}

/** Home and landing footers: links (news, update log, background checks, recruiting), filings, and on home the cloud credit and hotline. */
export function LinksFooter({ variant }: { variant: 'home' | 'landing' }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <FooterBox data-testid={`${variant}-footer`}>
      <Container>
        <LinkRow items={tenant.footer.links} label={t('footer.links')} />
        {variant === 'home' && (
          <p>
            {t('contact.hotline')} {tenant.hotline}
            {tenant.footer.cloudCredit && <> · {tenant.footer.cloudCredit}</>}
          </p>
        )}
        <Filings />
      </Container>
    </FooterBox>
  );
}

/** Brand and account layouts: copyright and filings only. */
export function BrandFooter() {
  return (
    <FooterBox data-testid="brand-footer">
      <Container>
        <Filings />
      </Container>
    </FooterBox>
  );
}
