import { expect, test } from '@playwright/test';
import { manifests, openHydrated, tenantUrl } from './support';

const main = manifests().find((tenant) => tenant.id === 'main')!;

test('the hover News menu shows at most 5 items a column in two columns, fetched when it is reached for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('newsDirList')) asked.push(request.url());
  });
  await openHydrated(page, '/information');
  expect(asked, 'the columns are not fetched with the page').toEqual([]);
  const menu = page.getByTestId('news-menu');
  await menu.hover();
  const columns = menu.locator('[role="menu"] ul');
  await expect(columns).toHaveCount(2);
  for (const column of await columns.all()) {
    await expect(column.locator('li')).toHaveCount(5);
  }
  expect(asked).toHaveLength(1);
  await menu.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/news\/list\/\d+$/);
});

test('the default footer shows only the first 9 topics', async ({ page }) => {
  expect(main.footer.topics.length).toBeGreaterThan(9);
  await page.goto('/information');
  await expect(page.getByTestId('footer-topics').getByRole('link')).toHaveCount(9);
  await expect(page.getByTestId('footer-topics')).not.toContainText(main.footer.topics[9]!.label);
});

test('back-to-top appears after 200 px of scroll and returns to the top', async ({ page }) => {
  // Wide enough for the whole stack beside the content column (narrower windows fold it into one button).
  await page.setViewportSize({ width: 1366, height: 600 });
  await openHydrated(page, '/');
  await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  await page.mouse.wheel(0, 800);
  await expect(page.getByTestId('back-to-top')).toBeVisible();
  await page.getByTestId('back-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('back-to-top')).toHaveCount(0);
});

test('the free-trial button on /erp leads to erplogin with the SPEC §2 parameters', async ({ page }) => {
  await openHydrated(page, '/erp?utm_campaign=spring');
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/erplogin\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    utm_campaign: 'spring',
    source: 'uet',
    formPage: 'erp',
    active: 'register',
    logidUrl: '/erp?utm_campaign=spring',
  });
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'account');
});

test('the header layout is 60 px high and the brand layouts 80 px', async ({ page }) => {
  await page.goto(tenantUrl('quanzitong'));
  expect((await page.getByTestId('nav-header').boundingBox())?.height).toBeCloseTo(61, 0);
  await page.goto(tenantUrl('kunlun'));
  expect((await page.getByTestId('brand-header').boundingBox())?.height).toBeCloseTo(81, 0);
});

test('an external nav item opens in a new window', async ({ page }) => {
  await page.goto(tenantUrl('quanzitong'));
  const external = page.getByTestId('nav-header').getByRole('link', { name: '开发文档' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
});

test('information pages show the sub-tabs and a breadcrumb', async ({ page }) => {
  await openHydrated(page, '/policy');
  await expect(page.getByTestId('information-tabs').getByRole('link')).toHaveCount(main.informationTabs.length);
  await expect(page.getByTestId('information-tabs').getByRole('link', { name: '政策法规' })).toHaveClass(/active/);
  const crumb = page.getByTestId('breadcrumb');
  await expect(crumb).toContainText('首页');
  await expect(crumb).toContainText('资讯');
  await crumb.getByRole('link', { name: '资讯' }).click();
  await expect(page).toHaveURL(/\/information$/);
});

test('the help search box trims its input; an empty search goes to /help', async ({ page }) => {
  await openHydrated(page, '/help/detail/1');
  const box = page.getByTestId('header-search').getByRole('searchbox');
  await box.fill('  计量台账  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help\/search\/%E8%AE%A1%E9%87%8F%E5%8F%B0%E8%B4%A6$/);
  await page.getByTestId('header-search').getByRole('searchbox').fill('   ');
  await page.getByTestId('header-search').getByRole('button').click();
  await expect(page).toHaveURL(/\/help$/);
});

test('online consult opens the service panel once the guest exists', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const guest = page.waitForResponse('**/api/crm/sdm/open/guest/create');
  await page.goto('/information');
  expect((await (await guest).json()).code).toBe('30000');
  const consult = page.getByRole('button', { name: '在线咨询' });
  await expect(consult).toBeEnabled();
  await consult.click();
  await expect(page.getByTestId('service-panel')).toContainText(main.hotline);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('service-panel')).toHaveCount(0);
});

test('the consult popup appears after autoDelayed seconds; accepting opens the panel', async ({ page }) => {
  await page.clock.install();
  const setting = page.waitForResponse('**/api/crm/sdm/open/setting/get');
  await page.goto('/information');
  const model = (await (await setting).json()).model;
  expect(model.autoSwitch).toBe(true);
  await page.clock.fastForward(model.autoDelayed * 1000 - 1000);
  await expect(page.getByTestId('consult-popup')).toHaveCount(0);
  await page.clock.fastForward(2000);
  await expect(page.getByTestId('consult-popup')).toContainText(model.autoContent);
  await page.getByRole('button', { name: '立即咨询' }).click();
  await expect(page.getByTestId('consult-popup')).toHaveCount(0);
  await expect(page.getByTestId('service-panel')).toBeVisible();
});

test('a failing call shows the SPEC §8 message as a toast', async ({ page }) => {
  await page.route('**/api/crm/sdm/open/setting/get', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/information');
  await expect(page.getByRole('alert')).toHaveText('服务正在升级，请稍后再试');
});

test('the login link appears once the session check is done, and carries the way back', async ({ page }) => {
  await page.goto('/policy');
  const links = page.getByTestId('login-links');
  await expect(links.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?logidUrl=%2Fpolicy');
  await expect(links.getByRole('link', { name: '注册' })).toHaveAttribute('href', /active=register/);
});

test('going offline shows a banner until the connection is back', async ({ page, context }) => {
  await openHydrated(page, '/information');
  await context.setOffline(true);
  // A call that fails meanwhile may add its own toast; the banner is the one with this text.
  const banner = page.getByRole('alert').filter({ hasText: '网络已断开，部分功能暂不可用' });
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
