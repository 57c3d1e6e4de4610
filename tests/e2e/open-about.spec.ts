import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { openHydrated, rgb, tenantUrl, theme, watchErrors } from './support';

// Open platform and company pages: each page server-renders real content on the main site and on
// branded tenants; the API pages come from the API host's own OpenAPI document; the terms and privacy
// pages jump from their table of contents; the registration form opens them without losing what was typed.

test('/open explains credentials, gives a runnable quick start against the API host, and links every group', async ({ page }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/open');
  await expect(page.locator('h1')).toHaveText('开放平台');
  await expect(page.getByTestId('open-credentials').locator('li')).toHaveCount(4);
  const base = (await page.getByTestId('open-api-base').textContent())!;
  expect(base).toMatch(/^http:\/\/localhost:\d+\/api$/);
  await expect(page.getByTestId('open-curl')).toContainText(`curl -X POST '${base}/news/pub/getByName'`);
  // The quick start's request works as printed.
  const answer = await page.request.post(`${base}/news/pub/getByName`, { data: { name: 'open' } });
  expect((await answer.json()).code).toBe('30000');

  const groups = page.getByTestId('open-groups').locator('a');
  expect(await groups.count()).toBeGreaterThanOrEqual(10);
  await page
    .getByTestId('open-groups')
    .getByRole('link', { name: /招标信息/ })
    .click();
  await expect(page).toHaveURL(/\/open\/api\/tender$/);
  await expect(page.locator('h1')).toHaveText('招标信息接口文档');
  expect(errors).toEqual([]);
});

test('/open/api lists every public call of the OpenAPI document', async ({ page, request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-internal'?: boolean }>>;
  };
  const operationIds = Object.values(doc.paths).flatMap((operations) =>
    Object.values(operations).flatMap((operation) => (operation['x-internal'] ? [] : (operation.operationId ?? []))),
  );
  await openHydrated(page, '/open/api');
  await expect(page.locator('h1')).toHaveText('全部接口');
  await expect(page.getByTestId('api-call')).toHaveCount(operationIds.length);
  for (const path of ['/news/pub/getByName', '/ai/pub/bid/listPaged', '/open/pub/apiGroup']) {
    await expect(page.getByTestId('api-index').getByText(path, { exact: true })).toBeVisible();
  }
});

test('/open/api documents no operator or development call', async ({ page, request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-internal'?: boolean }>>;
  };
  const internal = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.values(operations).every((operation) => operation['x-internal']) ? [path] : [],
  );
  expect(internal).toContain('/dev/outbox');
  expect(internal.length).toBeGreaterThan(5);
  await openHydrated(page, '/open/api');
  const text = await page.getByTestId('api-index').innerText();
  for (const path of internal) expect(text, path).not.toContain(path);
  expect((await page.goto('/open/api/dev'))?.status()).toBe(404);
});

test('/open/api: Chinese group headings, a side navigation that jumps to each group, and a search that filters', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openHydrated(page, '/open/api');
  const headings = await page.getByTestId('api-group').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings.length).toBeGreaterThanOrEqual(10);
  for (const heading of headings) {
    expect(heading, heading).toMatch(/[\u4e00-\u9fff]/);
    expect(heading, heading).not.toMatch(/[a-z]{3,}/);
  }
  const nav = page.getByTestId('api-nav');
  await expect(nav.getByRole('link')).toHaveCount(headings.length);
  // The navigation stays beside the list while it scrolls, and its links jump to their group.
  await nav.getByRole('link', { name: /招标信息/ }).click();
  await expect(page).toHaveURL(/\/open\/api#group-tender$/);
  const tender = page.getByRole('heading', { level: 2, name: '招标信息' });
  await expect(tender).toBeInViewport();
  await expect(nav).toBeInViewport();
  const top = await tender.evaluate((node) => node.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);

  const search = page.getByTestId('api-search');
  await search.fill('listPaged');
  const calls = page.getByTestId('api-call');
  // The list filters as the box changes: wait for it, on a busy machine the first read can precede the render.
  const paths = async () => (await calls.locator('code').allInnerTexts()).map((path) => path.toLowerCase());
  await expect.poll(async () => (await paths()).length > 0 && (await paths()).every((path) => path.includes('listpaged'))).toBe(true);
  await expect(page.getByTestId('api-search-count')).toContainText(`${await calls.count()} 个接口`);
  await search.fill('全站搜索');
  await expect(page.getByTestId('api-group')).toHaveCount(1);
  await search.fill('no-such-call-zz');
  await expect(calls).toHaveCount(0);
  await expect(page.getByTestId('api-no-match')).toBeVisible();
  await search.fill('');
  await expect(page.getByTestId('api-group')).toHaveCount(headings.length);
});

test('/open/api on a phone: the group list opens from a button and jumps to a group', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/open/api');
  const nav = page.getByTestId('api-nav');
  const toggle = nav.getByRole('button', { name: '接口分组' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link').first()).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: /帮助中心/ }).click();
  await expect(page).toHaveURL(/#group-help$/);
  await expect(page.getByRole('heading', { level: 2, name: '帮助中心' })).toBeInViewport();
  await expect(nav.getByRole('link').first()).toBeHidden();
});

test('/open/api/{id} shows each call with method, path, request and response schemas and an example', async ({ page }) => {
  const response = await openHydrated(page, '/open/api/news');
  expect(response?.status()).toBe(200);
  const operation = page.getByTestId('operation').filter({ has: page.getByText('/news/pub/getByName', { exact: true }) });
  await expect(operation.getByTestId('operation-method')).toHaveText('POST');
  await expect(operation.getByTestId('operation-path')).toHaveText('/news/pub/getByName');
  await expect(operation.getByRole('heading', { name: '请求参数' })).toBeVisible();
  await expect(operation.getByRole('heading', { name: '响应结构' })).toBeVisible();
  await expect(operation.getByRole('rowheader', { name: 'model.title' })).toBeVisible();
  const [requestExample, responseExample] = await operation.getByTestId('example').allTextContents();
  expect(JSON.parse(requestExample!)).toEqual({ name: 'name' });
  expect(JSON.parse(responseExample!)).toMatchObject({ code: '30000', model: { title: 'title' } });
  await operation.getByText('查看 JSON Schema').first().click();
  await expect(operation.getByTestId('schema').first()).toContainText('"pattern"');
  // The group menu moves between groups; a group the document does not have is the 404 page.
  await page
    .getByTestId('api-groups-menu')
    .getByRole('link', { name: /账号与登录/ })
    .click();
  await expect(page).toHaveURL(/\/open\/api\/account$/);
  await expect(page.getByTestId('operation').first()).toBeVisible();
  expect((await page.goto('/open/api/nothing'))?.status()).toBe(404);
});

test('/open/ui renders the real UI kit and switches theme', async ({ page }) => {
  await openHydrated(page, '/open/ui');
  const stage = page.getByTestId('ui-stage');
  await expect(stage).toHaveAttribute('data-theme', 'main');
  const primary = stage.getByTestId('ui-buttons').getByRole('button', { name: '主要按钮' });
  // Every specimen button is labelled in Chinese, not by its variant's code name.
  for (const label of await stage.getByTestId('ui-buttons').getByRole('button').allInnerTexts()) expect(label).not.toMatch(/[a-z]{3,}/);
  await expect(primary).toHaveCSS('background-color', rgb(theme('main').colors.primary));

  await page.getByTestId('ui-themes').getByRole('link', { name: '云岭建设' }).click();
  await expect(page).toHaveURL(/theme=kunlun/);
  await expect(stage).toHaveAttribute('data-theme', 'kunlun');
  await expect(primary).toHaveCSS('background-color', rgb(theme('kunlun').colors.primary));

  await stage.getByTestId('ui-open-dialog').click();
  const dialog = page.getByRole('dialog', { name: '预约演示' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await stage.getByTestId('ui-toast-error').click();
  await expect(stage.getByTestId('ui-toasts').getByRole('alert')).toHaveText('网络异常，请稍后再试');
  await stage.getByTestId('ui-tabs').getByRole('link', { name: '变更' }).click();
  await expect(page.getByTestId('ui-tab-content')).toHaveText('当前标签：变更');
  await expect(stage).toHaveAttribute('data-theme', 'kunlun');
  await expect(stage.getByTestId('ui-pagination').getByTestId('pagination')).toBeVisible();
});

for (const [path, title] of [
  ['/service', '服务协议'],
  ['/pravicy', '隐私政策'],
] as const) {
  test(`${path} has a dated version and a table of contents that jumps to its headings; /agreement${path} is the same page`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.getByTestId('legal-version')).toHaveText(/^版本日期：\d{4}-\d{2}-\d{2}$/);
    const links = page.getByTestId('toc').locator('a');
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    const last = links.last();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.locator(target)).toHaveText((await last.textContent())!);

    const alias = await openHydrated(page, `/agreement${path}`);
    expect(alias?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  });
}

test('the privacy policy names the visitor id and every key the portal stores in the browser', async ({ page }) => {
  await openHydrated(page, '/pravicy');
  const document = page.getByTestId('legal-document');
  for (const key of Object.values(STORAGE_KEYS)) await expect(document.getByRole('rowheader', { name: key, exact: true })).toBeVisible();
  await expect(document).toContainText('访客标识');
  await expect(document).toContainText('阅读记录');
  await expect(document).toContainText('日志信息');
});

test('/weChat shows the official account with its QR code', async ({ page }) => {
  await openHydrated(page, '/weChat');
  const qr = page.getByTestId('wechat-qr').getByRole('img', { name: /二维码/ });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('wechat-offers').locator('li')).toHaveCount(6);
});

test('/backService says what it checks and how to order, with the free-trial call to action', async ({ page }) => {
  await openHydrated(page, '/backService');
  await expect(page.getByTestId('back-checks').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('back-steps').locator('li')).toHaveCount(4);
  const cta = page.getByTestId('back-cta').getByTestId('free-trial');
  await expect(cta).toHaveAttribute('href', /^\/login\?/);
  await expect(page.getByTestId('back-cta')).toContainText('400-965-0588');
});

test('the registration form opens the real terms and privacy pages in a new tab and keeps what was typed', async ({ page, context }) => {
  await openHydrated(page, '/login?active=register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('手机号').fill('13912345678');
  for (const [testId, title] of [
    ['terms-link', '服务协议'],
    ['privacy-link', '隐私政策'],
  ] as const) {
    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByTestId(testId).click()]);
    await tab.waitForLoadState();
    await expect(tab.locator('h1')).toHaveText(title);
    await expect(tab.getByTestId('legal-document')).toBeVisible();
    await tab.close();
  }
  await expect(form.getByLabel('手机号')).toHaveValue('13912345678');
});

for (const tenant of ['kunlun', 'erp']) {
  test(`the pages server-render on the ${tenant} tenant with its own title and canonical host`, async ({ page }) => {
    // The server's HTML as sent, before any script runs (a *.localhost host resolves in Chromium only).
    await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    for (const path of ['/open', '/open/api/news', '/open/ui', '/service', '/agreement/pravicy', '/weChat', '/backService']) {
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status(), path).toBe(200);
      const html = await response!.text();
      expect(html, path).toMatch(/<title>[^<]+ - [^<]+<\/title>/);
      expect(html, path).toContain(`rel="canonical" href="http://${tenant}.localhost:`);
      expect(html, path).toContain('<h1');
      expect(html, path).not.toContain('内容正在整理中');
    }
  });
}
