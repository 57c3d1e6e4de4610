import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import { PRODUCT_CATEGORIES, type productCalls } from '../../../shared/calls/product';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { Card, CardGrid, Section } from '../../lib/ui/card-grid';
import { EmptyState } from '../../lib/ui/empty-state';
import { desktop } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { loadCatalogue } from './product-api';
import { ProductScreen } from './product-screen';
import type { Settled } from '../../lib/api/call-state';

interface CatalogueData {
  products: Settled<CallReply<typeof productCalls.listPaged>>;
}

/** /product: the catalogue, grouped by category. */
export async function loadData(args: PageLoadArgs): Promise<CatalogueData> {
  return { products: await settle(loadCatalogue(args)) };
}

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Three to a row on desktop, so a group of three fills its row. */
const ProductGrid = styled(CardGrid)`
  ${desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ProductCard = styled(Card)`
  svg {
    display: block;
    margin-bottom: 8px;
  }
  .more {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: 14px;
  }
`;

export default function ProductCataloguePage() {
  const { t } = useTranslation('product');
  const { products } = usePageData<CatalogueData>();
  return (
    <PageShell title={t('routes:product')} lead={t('catalogue.lead')}>
      <Links>
        <Link to={hrefOf('productLog')}>{t('catalogue.logLink')}</Link>
        <Link to={hrefOf('solution')}>{t('catalogue.solutionsLink')}</Link>
      </Links>
      <LoadedView loaded={products}>
        {({ list }) =>
          list.length ? (
            <div data-testid="product-catalogue">
              {PRODUCT_CATEGORIES.map((category) => {
                const items = list.filter((product) => product.category === category);
                if (!items.length) return null;
                return (
                  <Section key={category} aria-labelledby={`category-${category}`} data-testid={`category-${category}`}>
                    <h2 id={`category-${category}`}>{t(`categories.${category}`)}</h2>
                    <ProductGrid>
                      {items.map((product) => (
                        <ProductCard key={product.id}>
                          <Link to={hrefOf('productDetail', { id: product.id })} data-testid="product-card">
                            <ProductScreen
                              kind={product.cover}
                              label={t('detail.screenLabel', { product: product.name, caption: product.slogan })}
                            />
                            <h3>{product.name}</h3>
                            <p>{product.slogan}</p>
                            <span className="more" aria-hidden="true">
                              {t('catalogue.more')}
                            </span>
                          </Link>
                        </ProductCard>
                      ))}
                    </ProductGrid>
                  </Section>
                );
              })}
            </div>
          ) : (
            <EmptyState>{t('catalogue.empty')}</EmptyState>
          )
        }
      </LoadedView>
    </PageShell>
  );
}
