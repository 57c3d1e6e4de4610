import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { ProductItem, productCalls } from '../../../shared/calls/product';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { ListBox } from '../../lib/ui/content-list';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { Pagination } from '../../lib/ui/pagination';
import { LOG_PAGE_SIZE, loadCatalogue, loadLog, productIdOf, productLogHref } from './product-api';
import type { Settled } from '../../lib/api/call-state';

interface LogData {
  productId?: number;
  page: number;
  products: Settled<ProductItem[]>;
  log: Settled<CallReply<typeof productCalls.logPaged>>;
  tdk: { title: string; description: string };
  canonical: string;
}

/**
 * /product/log/{page?}?product={id}: releases newest first. A product the catalogue does not know reads as
 * every product, like any unknown filter value.
 */
export async function loadData(args: PageLoadArgs): Promise<LogData> {
  const page = positiveParam(args.params.page) ?? 1;
  const products = await settle(loadCatalogue(args).then((reply) => reply.list));
  const asked = productIdOf(new URL(args.request.url).searchParams.get('product'));
  const product = products.status === 'done' ? products.value.find((item) => item.id === asked) : undefined;
  const productId = products.status === 'done' ? product?.id : asked;
  const log = await settle(loadLog(args, { productId, page }));
  const base = product ? args.t('product:tdk.productLogOf', { product: product.name }) : args.t('routes:productLog');
  const title = [base, page > 1 ? args.t('product:tdk.page', { page }) : ''].filter(Boolean).join(' ');
  return {
    productId,
    page,
    products,
    log,
    tdk: { title, description: product?.summary ?? args.t('product:tdk.logDescription') },
    canonical: productLogHref({ productId, page }),
  };
}

const Total = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: 4px 20px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  h2 {
    font-size: 17px;
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
  h2 span {
    margin-left: 8px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    line-height: 1.8;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export default function ProductLogPage() {
  const { t } = useTranslation('product');
  const { productId, page, products, log } = usePageData<LogData>();
  const productName = products.status === 'done' ? products.value.find((item) => item.id === productId)?.name : undefined;
  return (
    <PageShell title={t('routes:productLog')} lead={t('log.lead')}>
      <LoadedView loaded={products}>
        {(list) => (
          <FilterLinks
            label={t('log.filter')}
            testId="log-product-filter"
            items={[
              { key: 'all', label: t('log.allProducts'), href: productLogHref({ page: 1 }), active: productId === undefined },
              ...list.map((item) => ({
                key: String(item.id),
                label: item.name,
                href: productLogHref({ productId: item.id, page: 1 }),
                active: item.id === productId,
              })),
            ]}
          />
        )}
      </LoadedView>
      <LoadedView loaded={log}>
        {({ list, total }) => (
          <>
            <Total data-testid="log-total">
              {productName ? t('log.productTotal', { product: productName, count: total }) : t('log.total', { count: total })}
            </Total>
            {list.length ? (
              <ListBox data-testid="product-log">
                {list.map((entry) => (
                  <Entry key={entry.id} data-testid="log-entry">
                    <time dateTime={entry.releaseTime}>{formatDate(entry.releaseTime)}</time>
                    <div>
                      <h2>
                        <Link to={hrefOf('productDetail', { id: entry.product.id })}>{entry.product.name}</Link>
                        <span data-testid="log-version">{entry.version}</span>
                      </h2>
                      <ul>
                        {entry.changes.map((change, index) => (
                          <li key={index}>{change}</li>
                        ))}
                      </ul>
                    </div>
                  </Entry>
                ))}
              </ListBox>
            ) : (
              <EmptyState>{page > 1 ? t('log.pastLastPage') : t('log.empty')}</EmptyState>
            )}
            <Pagination page={page} total={total} pageSize={LOG_PAGE_SIZE} hrefFor={(n) => productLogHref({ productId, page: n })} />
          </>
        )}
      </LoadedView>
    </PageShell>
  );
}
