import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FreeTrialButton } from '../../engine/free-trial-button';
import type { PageLoadArgs } from '../../engine/page-load';
import { useTenant } from '../../engine/portal-context';
import { Section, TextCards } from '../../lib/ui/card-grid';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { StepList, type Step } from '../../lib/ui/step-list';

export async function loadData({ t }: PageLoadArgs) {
  return { tdk: { description: t('about:backService.description') } };
}

const Cta = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  margin: 40px 0;
  padding: 28px 32px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 20px;
    margin-bottom: 6px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding: 20px 16px;
  }
`;

const Note = styled.p`
  margin-bottom: 40px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /backService: the background checks offered to construction employers, how to order them, and a call to action. */
export default function BackServicePage() {
  const { t } = useTranslation('about');
  const tenant = useTenant();
  const checks = t('backService.checks', { returnObjects: true }) as Step[];
  const steps = t('backService.steps', { returnObjects: true }) as Step[];
  return (
    <PageShell title={t('routes:backService')} lead={t('backService.lead')}>
      <Section aria-labelledby="back-checks">
        <h2 id="back-checks">{t('backService.checksTitle')}</h2>
        <TextCards items={checks} min={260} testId="back-checks" />
      </Section>
      <Section aria-labelledby="back-steps">
        <h2 id="back-steps">{t('backService.stepsTitle')}</h2>
        <StepList steps={steps} testId="back-steps" />
      </Section>
      <Cta aria-labelledby="back-cta" data-testid="back-cta">
        <div>
          <h2 id="back-cta">{t('backService.ctaTitle')}</h2>
          <p>{t('backService.ctaText', { hotline: tenant.hotline })}</p>
        </div>
        <FreeTrialButton />
      </Cta>
      <Note>{t('backService.privacyNote')}</Note>
    </PageShell>
  );
}
