import { expect, test } from '@playwright/test';
import { openHydrated, tenantUrl, watchErrors } from './support';

// Help centre: search finds an article by a phrase of its body, /help/num/{n} opens it, its share
// link opens in a fresh browser, the table of contents jumps to a heading, and feedback is recorded.

/** In the body of 导入合同工程量清单 (KB2101), not in its title. */
const BODY_PHRASE = '清单编码的唯一性';
const ARTICLE_NUMBER = 'KB2101';
const ARTICLE_TITLE = '导入合同工程量清单';

test('search finds an article by a phrase of its body, marked, and /help/num/{n} opens the same article', async ({ page }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/help');
  await expect(page.getByTestId('help-list').locator('h2')).toHaveCount(10);
  const box = page.getByTestId('help-search').getByRole('searchbox');
  await box.fill(`  ${BODY_PHRASE} `);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/help/search/${encodeURIComponent(BODY_PHRASE)}$`));

  const hit = page.getByTestId('help-hits').locator('li').first();
  await expect(hit.locator('h2')).toHaveText(ARTICLE_TITLE);
  expect(ARTICLE_TITLE).not.toContain(BODY_PHRASE);
  await expect(hit.locator('mark')).toHaveText(BODY_PHRASE);
  await hit.locator('h2 a').click();
  await expect(page).toHaveURL(/\/help\/detail\/\d+$/);
  const detailPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('help-article').locator('h1')).toHaveText(ARTICLE_TITLE);

  await openHydrated(page, `/help/num/${ARTICLE_NUMBER}`);
  await expect(page.getByTestId('help-article').locator('h1')).toHaveText(ARTICLE_TITLE);
  await expect(page.getByTestId('help-number')).toContainText(ARTICLE_NUMBER);
  await expect(page).toHaveTitle(new RegExp(`^${ARTICLE_TITLE} - `));
  // The number's page names the detail page as canonical.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${detailPath}$`));
  expect(errors).toEqual([]);
});

test('a share link opens the article for a visitor in a fresh browser context', async ({ page, browser }) => {
  await openHydrated(page, `/help/num/${ARTICLE_NUMBER}`);
  await page.getByTestId('help-share').getByRole('button', { name: '分享' }).click();
  const link = page.getByTestId('help-share-link');
  await expect(link).toHaveValue(/\/help\/share\/[A-Za-z0-9_-]{8,32}$/);
  const url = await link.inputValue();

  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    const response = await openHydrated(visitor, url);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByTestId('help-article').locator('h1')).toHaveText(ARTICLE_TITLE);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/help\/detail\/\d+$/);
  } finally {
    await fresh.close();
  }
});

test('a table of contents link moves to its heading, by mouse and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openHydrated(page, `/help/num/${ARTICLE_NUMBER}`);
  const toc = page.getByTestId('help-toc');
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThan(2);
  const last = links.last();
  const text = (await last.textContent())!;
  const target = page.getByTestId('help-body').getByRole('heading', { name: text });
  await expect(target).not.toBeInViewport();
  await last.click();
  await expect(page).toHaveURL(/#section-\d+$/);
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, 0));
  const first = links.first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('help-body').getByRole('heading', { name: (await first.textContent())! })).toBeFocused();
});

test('feedback is recorded once: the thank-you stays after a reload and the count went up by one', async ({ page }) => {
  await openHydrated(page, '/help/num/KB4005');
  const feedback = page.getByTestId('help-feedback');
  const count = feedback.getByTestId('help-feedback-count');
  await expect(feedback.getByRole('button', { name: '有帮助' })).toBeEnabled();
  const before = Number(/\d+/.exec((await count.textContent())!)![0]);
  await feedback.getByRole('button', { name: '有帮助' }).click();
  await expect(feedback.getByTestId('help-feedback-thanks')).toBeVisible();
  await expect(count).toHaveText(`${before + 1} 人觉得有帮助`);

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('help-feedback-thanks')).toBeVisible();
  await expect(page.getByTestId('help-feedback').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('help-feedback-count')).toHaveText(`${before + 1} 人觉得有帮助`);
});

test('unknown numbers and share links are the 404 page; blank keywords and /help/index go to /help', async ({ page }) => {
  for (const path of ['/help/num/KB9999', '/help/share/noSuchShare1', '/help/detail/99999', '/help/9999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await openHydrated(page, '/help/search/%20%20');
  await expect(page).toHaveURL(/\/help$/);
  await openHydrated(page, '/help/index');
  await expect(page).toHaveURL(/\/help$/);
});

test('a category lists its articles, paged, on the main site and on branded tenants', async ({ page }) => {
  for (const tenant of ['main', 'kunlun', 'erp']) {
    await openHydrated(page, tenantUrl(tenant, '/help'));
    await page
      .getByTestId('help-categories')
      .getByRole('link', { name: /^计量支付/ })
      .click();
    await expect(page.locator('h1')).toHaveText('计量支付');
    await expect(page).toHaveURL(/\/help\/2$/);
    await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/help\/2\/2$/);
    await expect(page.getByTestId('help-list').locator('h2')).toHaveCount(10);
    await page.getByTestId('help-list').locator('h2 a').first().click();
    await expect(page.getByTestId('help-article').locator('h1')).toBeVisible();
    // The server's render names the detail address on the tenant's own host as canonical.
    await openHydrated(page, page.url());
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${tenantUrl(tenant, '/help/detail/')}\\d+$`));
    await expect(page.getByTestId('help-related').getByRole('link')).not.toHaveCount(0);
  }
});
