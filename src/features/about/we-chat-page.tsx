import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageLoadArgs } from '../../engine/page-load';
import { useTenant } from '../../engine/portal-context';
import { WeChatQr } from '../../engine/we-chat-qr';
import { Section, TextCards } from '../../lib/ui/card-grid';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import type { Step } from '../../lib/ui/step-list';
import { surfacePanel } from '../../lib/ui/surface';

/** Drawn like the booking dialog's QR (SPEC §2: level L, margin 1), sized for the side card. */
const QR_SIZE = 220;

export async function loadData({ t, tenant }: PageLoadArgs) {
  return { tdk: { description: t('about:weChat.description', { title: tenant().title }) } };
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  padding-bottom: 40px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

const QrCard = styled.figure`
  margin: 0;
  padding: 24px;
  text-align: center;
  ${surfacePanel}
  h2 {
    font-size: 18px;
    margin-bottom: 16px;
  }
  svg {
    max-width: 100%;
    height: auto;
  }
  figcaption {
    margin-top: 12px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function WeChatPage() {
  const { t } = useTranslation('about');
  const tenant = useTenant();
  const account = tenant.weChat;
  const offers = t('weChat.offers', { returnObjects: true }) as Step[];
  return (
    <PageShell title={t('routes:weChat')} lead={t('weChat.lead', { title: tenant.title })}>
      <Layout>
        <QrCard data-testid="wechat-qr">
          <h2>{t('weChat.qrTitle')}</h2>
          <WeChatQr size={QR_SIZE} label={t('weChat.qrAlt', { ...account })} />
          <figcaption>{t('weChat.qrHint', { ...account })}</figcaption>
        </QrCard>
        <Section aria-labelledby="wechat-offers">
          <h2 id="wechat-offers">{t('weChat.offersTitle')}</h2>
          <TextCards items={offers} min={240} testId="wechat-offers" />
        </Section>
      </Layout>
    </PageShell>
  );
}
