import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { ProductDetail, productCalls } from '../../../shared/calls/product';
import { BookingBand, BookingCta } from '../../engine/booking-cta';
import { AsidePanel, PreviewNotice, TitleLinks } from '../../engine/content/detail-parts';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, previewTicketOf, settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { Card, CardGrid, Section, TextCards } from '../../lib/ui/card-grid';
import { Container } from '../../lib/ui/container';
import { Hero } from '../../lib/ui/hero';
import { mobile } from '../../lib/ui/media';
import { AsideStack, MainAside } from '../../lib/ui/two-columns';
import { loadLog, loadProduct, productLogHref } from './product-api';
import { ProductScreen } from './product-screen';
import type { Settled } from '../../lib/api/call-state';

const UPDATES_SHOWN = 3;

interface ProductData {
  product: ProductDetail;
  updates: Settled<Pick<CallReply<typeof productCalls.logPaged>, 'list' | 'total'>>;
  tdk: { title: string; keyword: string; description: string };
}

/** /product/{id}: a product; an unknown or malformed id is the 404 page. */
export async function loadData(args: PageLoadArgs): Promise<ProductData> {
  const id = positiveParam(args.params.id)!;
  // A preview shows a product visitors cannot see, whose update log visitors cannot see either: none is shown.
  const log = loadLog(args, { productId: id, pageSize: UPDATES_SHOWN });
  const [{ model }, updates] = await Promise.all([
    loadProduct(args, id),
    settle(previewTicketOf(args) ? log.catch(() => ({ list: [], total: 0 })) : log),
  ]);
  const keyword = args.t('product:tdk.productKeywords', { name: model.name, category: args.t(`product:categories.${model.category}`) });
  return { product: model, updates, tdk: { title: model.name, keyword, description: model.summary } };
}

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  figure {
    margin: 0;
  }
  figcaption {
    margin-top: 8px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Edition = styled(Card)`
  strong {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Updates = styled.ul`
  li {
    display: grid;
    gap: 4px;
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function ProductDetailPage() {
  const { t } = useTranslation('product');
  const { product, updates } = usePageData<ProductData>();
  return (
    <>
      <Hero title={product.name} lead={product.slogan}>
        <BookingCta onHero />
      </Hero>
      <Container data-testid="product-detail">
        <PreviewNotice />
        <MainAside>
          <div>
            <p data-testid="product-summary">{product.summary}</p>
            {/* A product written in the console may have no features or screens yet. */}
            {product.features.length > 0 && (
              <Section aria-labelledby="product-features">
                <h2 id="product-features">{t('detail.features')}</h2>
                <TextCards items={product.features} min={240} testId="product-features" />
              </Section>
            )}
            {product.screens.length > 0 && (
              <Section aria-labelledby="product-screens">
                <h2 id="product-screens">{t('detail.screens')}</h2>
                <Gallery data-testid="product-screens">
                  {product.screens.map((screen, index) => (
                    // The console's captions and names may repeat: an entry is its place.
                    <figure key={index}>
                      <ProductScreen
                        kind={screen.kind}
                        label={t('detail.screenLabel', { product: product.name, caption: screen.caption })}
                      />
                      <figcaption>{screen.caption}</figcaption>
                    </figure>
                  ))}
                </Gallery>
              </Section>
            )}
            {product.editions.length > 0 && (
              <Section aria-labelledby="product-editions">
                <h2 id="product-editions">{t('detail.editions')}</h2>
                <CardGrid $min={240}>
                  {product.editions.map((edition, index) => (
                    <Edition key={index}>
                      <div>
                        <h3>{edition.name}</h3>
                        <strong>{edition.price}</strong>
                        <p>{edition.note}</p>
                      </div>
                    </Edition>
                  ))}
                </CardGrid>
              </Section>
            )}
          </div>
          <AsideStack>
            <AsidePanel aria-labelledby="product-solutions" data-testid="product-solutions">
              <h2 id="product-solutions">{t('detail.solutions')}</h2>
              <TitleLinks items={product.solutions} route="solutionDetail" empty={t('detail.noSolutions')} />
            </AsidePanel>
            <AsidePanel aria-labelledby="product-updates" data-testid="product-updates">
              <h2 id="product-updates">{t('detail.updates')}</h2>
              <LoadedView loaded={updates}>
                {({ list }) =>
                  list.length ? (
                    <Updates>
                      {list.map((entry) => (
                        <li key={entry.id}>
                          <strong>{entry.version}</strong>
                          <time dateTime={entry.releaseTime}>{formatDate(entry.releaseTime)}</time>
                          <span>{entry.changes[0]}</span>
                        </li>
                      ))}
                    </Updates>
                  ) : (
                    <p>{t('detail.noUpdates')}</p>
                  )
                }
              </LoadedView>
              <Link to={productLogHref({ productId: product.id, page: 1 })}>{t('detail.allUpdates', { product: product.name })}</Link>
              <Link to={hrefOf('product')}>{t('detail.backToCatalogue')}</Link>
            </AsidePanel>
          </AsideStack>
        </MainAside>
        <BookingBand id="product-cta" title={t('detail.ctaTitle')} text={t('detail.ctaText')} />
      </Container>
    </>
  );
}
