import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CallReply } from '../../shared/calls/define-call';
import type { productCalls, solutionCalls } from '../../shared/calls/product';
import { openHydrated, tenantUrl, watchErrors } from './support';

type Products = CallReply<typeof productCalls.listPaged>;
type Log = CallReply<typeof productCalls.logPaged>;
type Solutions = CallReply<typeof solutionCalls.listPaged>;

// The product catalogue, product pages with their call to action, the update log, solutions by
// industry, and the header's product search. The API is read only to learn ids and expected counts.

async function post<T>(request: APIRequestContext, url: string, body: unknown): Promise<T> {
  const response = await request.post(`/api${url}`, { data: body });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

const logDates = async (page: Page) =>
  (
    await page
      .getByTestId('log-entry')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
  ).map(Date.parse);
const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

for (const tenant of ['main', 'kunlun', 'erp']) {
  test(`${tenant}: catalogue → product → call to action`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const { list } = await post<Products>(request, '/news/pub/product/listPaged', { pageSize: 50 });
    const response = await openHydrated(page, tenantUrl(tenant, '/product'));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('product-card')).toHaveCount(list.length);
    await expect(page.getByTestId('category-PLATFORM').getByRole('heading', { level: 2 })).toBeVisible();
    const product = list.find((item) => item.name.includes('GIS'))!;
    await page.getByTestId('product-card').filter({ hasText: product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    await expect(page.getByTestId('product-features').locator('h3').first()).toBeVisible();
    await expect(page.getByTestId('product-screens').locator('svg[role="img"]').first()).toBeVisible();
    await expect(page.getByTestId('product-solutions').getByRole('link').first()).toBeVisible();
    // The CTA: the tenant's hotline, and its free-trial target where the tenant offers one.
    const cta = page.getByTestId('booking-cta').first();
    await expect(cta.getByTestId('cta-hotline')).toContainText(/\d{3}/);
    // The default layout (main) carries the product search box; branded layouts have no header search.
    if (tenant === 'main') await expect(page.getByTestId('header-search')).toBeVisible();
    // Server-rendered with the product's TDK and the tenant's own canonical address.
    const html = await (await page.goto(tenantUrl(tenant, `/product/${product.id}`)))!.text();
    expect(html).toContain(`<title>${product.name}`);
    const origin = new URL(tenantUrl(tenant)).origin;
    expect(html).toContain(`<link rel="canonical" href="${origin}/product/${product.id}"`);
    expect(errors).toEqual([]);
  });
}

test('the product page offers the free trial on the main site', async ({ page, request }) => {
  const { list } = await post<Products>(request, '/news/pub/product/listPaged', { pageSize: 1 });
  await openHydrated(page, `/product/${list[0]!.id}`);
  await expect(page.getByTestId('booking-cta').first().getByTestId('free-trial')).toBeVisible();
});

test('the update log pages newest first, and keeps to one product', async ({ page, request }) => {
  const all = await post<Log>(request, '/news/pub/product/logPaged', { pageSize: 10 });
  expect(all.total).toBeGreaterThanOrEqual(60);
  await openHydrated(page, '/product/log');
  await expect(page.getByTestId('log-entry')).toHaveCount(10);
  await expect(page.getByTestId('log-version').first()).toHaveText(all.list[0]!.version);
  const first = await logDates(page);
  expect(descending(first)).toBe(true);
  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/product\/log\/2$/);
  await expect(page.getByTestId('log-version').first()).toHaveText(
    (await post<Log>(request, '/news/pub/product/logPaged', { page: 2 })).list[0]!.version,
  );
  const second = await logDates(page);
  expect(descending([...first, ...second])).toBe(true);

  const { list } = await post<Products>(request, '/news/pub/product/listPaged', { pageSize: 50 });
  const jzb = list.find((item) => item.name === '计支宝')!;
  await page.getByTestId('log-product-filter').getByRole('link', { name: jzb.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/log\\?product=${jzb.id}$`));
  await expect(page.getByTestId('log-total')).toContainText(jzb.name);
  const names = await page.getByTestId('log-entry').locator('h2 a').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names)).toEqual(new Set([jzb.name]));
});

test('a solution industry tab lists its solutions, and one opens with its cases and products', async ({ page, request }) => {
  const tunnel = await post<Solutions>(request, '/news/pub/solution/listPaged', { industry: 'TUNNEL' });
  await openHydrated(page, '/solution');
  await page
    .getByTestId('industry-tabs')
    .getByRole('link', { name: /^隧道工程/ })
    .click();
  await expect(page).toHaveURL(/\/solution\/tunnel$/);
  await expect(page.getByTestId('solution-list').locator('h2 a')).toHaveText(tunnel.list.map((item) => item.title));
  await page.getByTestId('solution-list').getByRole('link', { name: tunnel.list[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/solution/detail/${tunnel.list[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tunnel.list[0]!.title);
  await expect(page.getByTestId('solution-cases').locator('article').first()).toBeVisible();
  await page.getByTestId('solution-products').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByTestId('product-detail')).toBeVisible();
});

test('unknown products, solutions and industries are 404 pages', async ({ page }) => {
  for (const path of ['/product/999999', '/product/abc', '/solution/detail/999999', '/solution/moon']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('the header product search finds a product and a solution by a word of their text', async ({ page }) => {
  await openHydrated(page, '/product');
  const search = page.getByTestId('header-search');
  await search.getByRole('searchbox').fill('倾斜摄影');
  await search.getByRole('button').click();
  await expect(page).toHaveURL(/\/search\?.*type=product/);
  const hits = page.getByTestId('search-hits-product');
  await expect(hits.locator('a[href^="/product/"]').first()).toBeVisible();
  await hits.locator('a[href^="/product/"]').first().click();
  await expect(page.getByTestId('product-detail')).toBeVisible();

  await openHydrated(page, '/solution');
  await page.getByTestId('header-search').getByRole('searchbox').fill('围岩');
  await page.getByTestId('header-search').getByRole('button').click();
  await expect(page.getByTestId('search-hits-product').locator('a[href^="/solution/detail/"]').first()).toBeVisible();
  await page.getByTestId('search-hits-product').locator('a[href^="/solution/detail/"]').first().click();
  await expect(page.getByTestId('solution-detail')).toBeVisible();
});
