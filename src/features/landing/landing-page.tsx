import { useTranslation } from 'react-i18next';
import { BookingButton } from '../../engine/booking/booking-button';
import { FreeTrialButton } from '../../engine/free-trial-button';
import type { PageLoadArgs } from '../../engine/page-load';
import { useCurrentRoute } from '../../engine/use-current-route';
import { Section } from '../../lib/ui/card-grid';
import { Container } from '../../lib/ui/container';
import { Hero, HeroActions } from '../../lib/ui/hero';
import { ProductArt } from './art/product-art';
import { landingView } from './landing-products';
import { CustomerProof, EditionDifference, FeatureGrid } from './landing-sections';
import { Closing, EditionBadge, Steps } from './landing.styles';

const STEPS = ['register', 'import', 'go'] as const;

/** Each landing page is described to search engines by its own lead and its product's keywords. */
export async function loadData({ routeName, t }: PageLoadArgs) {
  const view = landingView(routeName);
  return {
    tdk: {
      description: t(`pages:landing.brands.${view.route}.lead`),
      keyword: [
        `${t(`pages:landing.products.${view.product.id}.name`)}${t(`pages:landing.editions.${view.edition}`)}`,
        t(`pages:landing.products.${view.product.id}.keywords`),
      ].join(','),
    },
  };
}

/** Product landing pages (erp, treasure, jizhibao and their pro editions), each with its own copy, art and free-trial route. */
export default function LandingPage() {
  const { t } = useTranslation('pages');
  const { row } = useCurrentRoute();
  const view = landingView(row?.name);
  const product = t(`landing.products.${view.product.id}.name`);
  return (
    <div data-testid={`landing-${view.route}`}>
      <Hero
        title={t(`landing.brands.${view.route}.headline`)}
        lead={t(`landing.brands.${view.route}.lead`)}
        art={<ProductArt product={view.product.id} pro={view.edition === 'pro'} label={t(`landing.products.${view.product.id}.art`)} />}
      >
        <EditionBadge>{t(`landing.editions.${view.edition}`)}</EditionBadge>
        <HeroActions>
          <FreeTrialButton variant="heroAccent" />
          <BookingButton variant="onHero" />
        </HeroActions>
      </Hero>
      <Container>
        <FeatureGrid view={view} />
        <EditionDifference view={view} />
        <CustomerProof view={view} />
        <Section aria-labelledby="landing-steps">
          <h2 id="landing-steps">{t('landing.stepsTitle')}</h2>
          <Steps>
            {STEPS.map((step) => (
              <li key={step}>{t(`landing.steps.${step}`)}</li>
            ))}
          </Steps>
        </Section>
        <Closing>
          <p>{t('landing.closing', { product })}</p>
          <HeroActions>
            <FreeTrialButton />
            <BookingButton />
          </HeroActions>
        </Closing>
      </Container>
    </div>
  );
}
