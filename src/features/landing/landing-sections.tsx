import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../engine/href';
import { Card, Section } from '../../lib/ui/card-grid';
import { CUSTOMERS, FIGURES, QUOTES, type LandingView } from './landing-products';
import { CustomerMark, EditionPanel, Figure, FillGrid, Quote, Stack } from './landing.styles';

/** The product's six features. */
export function FeatureGrid({ view }: { view: LandingView }) {
  const { t } = useTranslation('pages');
  const base = `landing.products.${view.product.id}`;
  return (
    <Section aria-labelledby="landing-features">
      <h2 id="landing-features">{t('landing.featuresTitle', { product: t(`${base}.name`) })}</h2>
      <FillGrid $columns={3} $mobileColumns={1} data-testid="landing-features">
        {view.product.features.map((feature) => (
          <Card key={feature}>
            <div>
              <h3>{t(`${base}.features.${feature}.title`)}</h3>
              <p>{t(`${base}.features.${feature}.text`)}</p>
            </div>
          </Card>
        ))}
      </FillGrid>
    </Section>
  );
}

/** What pro adds over standard: on a pro page as its case, on a standard page as the way up; each links to the other. */
export function EditionDifference({ view }: { view: LandingView }) {
  const { t } = useTranslation('pages');
  const base = `landing.products.${view.product.id}`;
  const product = t(`${base}.name`);
  const pro = view.edition === 'pro';
  return (
    <Section aria-labelledby="landing-edition">
      <EditionPanel data-testid="landing-edition">
        <h2 id="landing-edition">{t(pro ? 'landing.proTitle' : 'landing.upgradeTitle')}</h2>
        <FillGrid $columns={2} $mobileColumns={1}>
          {view.product.pro.map((item) => (
            <li key={item}>
              <strong>{t(`${base}.pro.${item}.title`)}</strong>
              <p>{t(`${base}.pro.${item}.text`)}</p>
            </li>
          ))}
        </FillGrid>
        <Link to={hrefOf(view.sibling)}>{t(pro ? 'landing.toStandard' : 'landing.toPro', { product })}</Link>
      </EditionPanel>
    </Section>
  );
}

/** Customer proof: the figures, the customers as typographic marks, and two of them in their own words. */
export function CustomerProof({ view }: { view: LandingView }) {
  const { t } = useTranslation('pages');
  const base = `landing.products.${view.product.id}`;
  return (
    <Section aria-labelledby="landing-proof" data-testid="landing-proof">
      <h2 id="landing-proof">{t('landing.proofTitle')}</h2>
      <Stack>
        <FillGrid $columns={3} $mobileColumns={1} aria-label={t('landing.figuresLabel', { product: t(`${base}.name`) })}>
          {FIGURES.map((figure) => (
            <Figure key={figure}>
              <strong>{t(`${base}.figures.${figure}.value`)}</strong>
              <span>{t(`${base}.figures.${figure}.label`)}</span>
            </Figure>
          ))}
        </FillGrid>
        <div>
          <h3 id="landing-customers">{t('landing.customersLabel')}</h3>
          <FillGrid $columns={6} $narrowColumns={3} $mobileColumns={3} aria-labelledby="landing-customers" data-testid="landing-customers">
            {CUSTOMERS.map((customer) => {
              const name = t(`${base}.customers.${customer}`);
              return (
                <CustomerMark key={customer}>
                  <span aria-hidden="true">{name.slice(0, 1)}</span>
                  {name}
                </CustomerMark>
              );
            })}
          </FillGrid>
        </div>
        <div>
          <h3 id="landing-quotes">{t('landing.quotesLabel')}</h3>
          <FillGrid $columns={2} $mobileColumns={1} aria-labelledby="landing-quotes">
            {QUOTES.map((quote) => (
              <Quote key={quote}>
                <figure>
                  <blockquote>{t(`${base}.quotes.${quote}.text`)}</blockquote>
                  <figcaption>{t(`${base}.quotes.${quote}.who`)}</figcaption>
                </figure>
              </Quote>
            ))}
          </FillGrid>
        </div>
      </Stack>
    </Section>
  );
}
