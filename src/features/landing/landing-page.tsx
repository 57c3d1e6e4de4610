import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FreeTrialButton } from '../../engine/free-trial-button';
import { useTenant } from '../../engine/portal-context';
import { useCurrentRoute } from '../../engine/use-current-route';
import { Card, CardGrid, Section } from '../../lib/ui/card-grid';
import { Container } from '../../lib/ui/container';
import { Hero, HeroActions } from '../../lib/ui/hero';

const FEATURES = ['measure', 'change', 'contract', 'report'] as const;
const STEPS = ['register', 'import', 'go'] as const;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 16px 20px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
  li::before {
    content: counter(step);
    display: block;
    font-size: 22px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Closing = styled.div`
  margin-top: 40px;
  padding: 32px;
  text-align: center;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin-bottom: 16px;
    font-size: 16px;
  }
`;

/** Product landing pages (erp, treasure, jizhibao and their pro editions), each with its free-trial route. */
export default function LandingPage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { row } = useCurrentRoute();
  const name = row?.name ?? 'erp';
  return (
    <>
      <Hero title={t(`landing.brands.${name}.headline`)} lead={t(`landing.brands.${name}.lead`)}>
        <HeroActions>
          <FreeTrialButton variant="accent" />
        </HeroActions>
      </Hero>
      <Container>
        <Section aria-labelledby="landing-features">
          <h2 id="landing-features">{t('landing.featuresTitle', { title: tenant.title })}</h2>
          <CardGrid>
            {FEATURES.map((feature) => (
              <Card key={feature}>
                <div>
                  <h3>{t(`landing.features.${feature}.title`)}</h3>
                  <p>{t(`landing.features.${feature}.text`)}</p>
                </div>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section aria-labelledby="landing-steps">
          <h2 id="landing-steps">{t('landing.stepsTitle')}</h2>
          <Steps>
            {STEPS.map((step) => (
              <li key={step}>{t(`landing.steps.${step}`)}</li>
            ))}
          </Steps>
        </Section>
        <Closing>
          <p>{t('landing.closing')}</p>
          <FreeTrialButton />
        </Closing>
      </Container>
    </>
  );
}
