import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { openHydrated, watchErrors } from './support';

// No blank or misleading first paint. The server answers a visitor's login-only page with a
// redirect and renders a logged-in visitor's page frame; a logged-in reader never sees the locked notice; text
// typed into a search box before hydration survives it, and the box works as a plain form without JavaScript.

/** Holds every script until `release` is called: the page shows the server's HTML, not yet hydrated. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.(js|tsx?)(\?.*)?$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('a visitor asking for /personalCenter is redirected by the server, before any script runs', async ({ request }) => {
  const response = await request.get('/personalCenter/points', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login?logidUrl=%2FpersonalCenter%2Fpoints');
});

test("a logged-in visitor's personal centre and tender notice are rendered for them by the server", async ({ page, browser, request }) => {
  await registerThroughUi(page, '首屏用户');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'portal_session')).toBeDefined();
  const tenders = await request.post('/api/ai/pub/bid/listPaged', { data: { engType: '0104', pageSize: 1 } });
  const tenderId = ((await tenders.json()) as { list: { id: number }[] }).list[0]!.id;

  // Without JavaScript: the server's own HTML, for this visitor's session.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const bare = await noScript.newPage();
  expect((await bare.goto('/personalCenter'))?.status()).toBe(200);
  await expect(bare.locator('main h1')).toHaveText('个人中心');
  await expect(bare.getByTestId('skeleton')).toBeVisible();
  await bare.goto(`/tenderDetails/${tenderId}`);
  await expect(bare.getByTestId('tender-detail')).toBeVisible();
  await expect(bare.getByTestId('tender-locked')).toHaveCount(0);
  await noScript.close();

  // Hydrated, the notice is the full one, and the locked box never showed.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="tender-locked"]')) (window as unknown as { sawLocked: boolean }).sawLocked = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await openHydrated(page, `/tenderDetails/${tenderId}`);
  await expect(page.getByTestId('tender-body')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawLocked?: boolean }).sawLocked ?? false)).toBe(false);
});

test('help search text typed before hydration is kept, and the box searches without JavaScript', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/help', { waitUntil: 'commit' });
  const box = page.getByTestId('help-search').getByRole('searchbox');
  await box.fill('计量');
  const header = page.getByTestId('header-search').getByRole('searchbox');
  await header.fill('支付');
  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The page renders again once hydrated (the session check, the widgets): the text is still there.
  await expect(page.getByTestId('help-search').getByTestId('search-counter')).toHaveText('2/30');
  await expect(box).toHaveValue('计量');
  await expect(header).toHaveValue('支付');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help\/search\/%E8%AE%A1%E9%87%8F$/);
  expect(errors).toEqual([]);
});

for (const [path, testId] of [
  ['/help', 'help-search'],
  ['/standard', 'library-search'],
  ['/tender', 'tender-search'],
  ['/search', 'site-search'],
] as const) {
  test(`the search box of ${path} is a plain GET form without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByTestId(testId).getByRole('searchbox').fill('隧道');
    await page.getByTestId(testId).getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/search\?(type=\w+&)?keyword=%E9%9A%A7%E9%81%93$/);
    await expect(page.locator('main')).toContainText('隧道');
    await context.close();
  });
}
