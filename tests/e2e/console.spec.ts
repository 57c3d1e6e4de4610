import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerThroughUi, submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated, tenantUrl } from './support';

// The operators' console end to end: the demo editor (main and kunlun) writes a news item with uploaded images,
// schedules it, visitors find it everywhere once its time comes, a second editor's stale save is refused with what
// changed, the editor takes it down again, and the demo admin reads every step in the audit log.

const EDITOR = '13800000020';
const ADMIN = '13800000021';
const PASSWORD = 'Demo1234';
const CHINA_MS = 8 * 3_600_000;

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function logIn(page: Page, phone: string, to: string) {
  await openHydrated(page, tenantUrl('main', `/login?logidUrl=${encodeURIComponent(to)}`));
  await submitPasswordLogin(page, phone, PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/console'));
}

/** Where a visitor may meet a news item: the home page, /news, the site search and kunlun's sitemap. */
async function placesShowing(request: APIRequestContext, id: string, title: string): Promise<string[]> {
  // kunlun's pages through its host name, as a proxy passes it (Node does not resolve *.localhost).
  const kunlun = { host: new URL(tenantUrl('kunlun')).host };
  const pages: Record<string, [string, Record<string, string>]> = {
    home: [tenantUrl('main', '/'), {}],
    news: [tenantUrl('main', '/news'), kunlun],
    search: [tenantUrl('main', `/search?keyword=${encodeURIComponent(title)}`), {}],
    sitemap: [tenantUrl('main', '/sitemap.xml'), kunlun],
  };
  const found: string[] = [];
  for (const [name, [url, headers]] of Object.entries(pages)) {
    const text = await (await request.get(url, { headers })).text();
    // A link to the item (the search page repeats the keyword whatever it finds).
    if (text.includes(name === 'sitemap' ? `/news/${id}</loc>` : `href="/news/${id}"`)) found.push(name);
  }
  return found;
}

const serious = async (page: Page) =>
  (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test('an editor writes, schedules and withdraws a news item; visitors see it only in between; the admin reads it all', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `隧道施工安全月启动 ${Date.now()}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, EDITOR, '/console');
  await expect(page.getByTestId('console-news-create')).toBeVisible();
  expect(await serious(page), 'axe on the news list').toEqual([]);

  await page.getByTestId('console-news-create').click();
  await page.getByTestId('news-title').fill(title);
  await page.getByTestId('news-column').selectOption({ index: 1 });
  await page.getByTestId('news-memo').fill('各项目部开展隧道施工安全专项检查。');
  await page.getByTestId('news-tenants').getByLabel('云岭建设项目管理平台').check();
  await page.getByTestId('news-cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(30, 90, 160) });
  await expect(page.getByTestId('news-cover')).toHaveAttribute('src', /^\/api\/media\/file\/image\/[0-9a-f-]{36}\.webp$/);
  await page.getByTestId('rich-text').click();
  await page.keyboard.type('各项目部应于本月底前完成自查。');
  await page.getByTestId('rich-image-file').setInputFiles({ name: '检查现场.png', mimeType: 'image/png', buffer: await png(160, 90, 30) });
  await expect(page.locator('[data-testid=rich-text] img[alt="检查现场"]')).toBeVisible();
  // A script link is refused in the editor.
  await page.getByTestId('rich-link').click();
  await page.getByTestId('rich-link-form').getByRole('textbox').fill('javascript:alert(1)');
  await page.getByTestId('rich-link-form').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('rich-link-form').getByRole('alert')).toContainText('链接地址不可用');
  await page.getByTestId('rich-link-form').getByRole('button', { name: '取消' }).click();
  expect(await serious(page), 'axe on the editor').toEqual([]);

  await page.getByTestId('news-save').click();
  await page.waitForURL(/\/console\/news\/\d+$/);
  const id = page.url().match(/\/news\/(\d+)$/)![1]!;
  await expect(page.getByTestId('news-state')).toContainText('草稿');

  // The draft as kunlun's visitors will see it, through a preview link; without the link it is not there.
  await page.getByTestId('news-preview-tenant').selectOption('kunlun');
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByTestId('news-preview').click()]);
  await preview.waitForURL(new RegExp(`^http://kunlun\\.localhost:\\d+/news/${id}\\?preview=`));
  await expect(preview.locator('h1')).toHaveText(title);
  await expect(preview.getByTestId('preview-notice')).toContainText('预览');
  await preview.close();
  expect((await request.get(tenantUrl('main', `/news/${id}`))).status()).toBe(404);

  const at = new Date(Date.now() + 15_000);
  await page.getByTestId('news-schedule-at').fill(new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 19));
  await page.getByTestId('news-schedule').click();
  await expect(page.getByTestId('news-state')).toContainText('定时发布');
  expect(await placesShowing(request, id, title), 'before its time').toEqual([]);
  await expect
    .poll(() => placesShowing(request, id, title), { timeout: 60_000, intervals: [2_000] })
    .toEqual(['home', 'news', 'search', 'sitemap']);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());

  // A second editor's tab opened before the first one saves again: its save is refused, naming what changed.
  const other = await context.newPage();
  await openHydrated(other, tenantUrl('main', `/console/news/${id}`));
  await expect(other.getByTestId('news-state')).toContainText('已发布');
  await page.reload();
  await page.getByTestId('news-memo').fill('自查结果于下月初公布。');
  await page.getByTestId('news-save').click();
  await expect(page.getByText('已保存')).toBeVisible();
  await other.getByTestId('news-title').fill(`${title}（修订）`);
  await other.getByTestId('news-save').click();
  await expect(other.getByTestId('news-conflict')).toContainText('摘要');
  await expect(other.getByTestId('news-conflict')).toContainText('自查结果于下月初公布。');

  await page.getByTestId('news-unpublish').click();
  await page.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(page.getByTestId('news-state')).toContainText('已下线');
  await expect.poll(() => placesShowing(request, id, title), { timeout: 30_000, intervals: [1_000] }).toEqual([]);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN, '/console/audit');
  await expect(admin.getByTestId('audit-table')).toBeVisible();
  expect(await serious(admin), 'axe on the audit log').toEqual([]);
  const rows = admin.getByTestId('audit-row').filter({ hasText: `新闻 ${id}` });
  for (const action of ['新建', '定时发布', '定时发布生效', '修改', '下线']) {
    await expect(rows.filter({ has: admin.getByRole('cell', { name: action, exact: true }) }).first()).toBeVisible();
  }
});

test('a visitor and a user without a content role cannot use the console', async ({ page }) => {
  await openHydrated(page, tenantUrl('main', '/console'));
  await expect(page).toHaveURL(/\/login/);
  await submitPasswordLogin(page, '13800000001', PASSWORD);
  await expect(page.getByTestId('console-forbidden')).toBeVisible();
});

test('an admin grants a new user the editor role from the console and takes it back', async ({ browser }) => {
  const user = await (await browser.newContext({ baseURL: tenantUrl('main') })).newPage();
  const phone = await registerThroughUi(user, '新任编辑');
  await openHydrated(user, tenantUrl('main', '/console'));
  await expect(user.getByTestId('console-forbidden')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN, '/console/roles');
  await admin.getByTestId('role-phone').fill(phone);
  await admin.getByTestId('role-grant').click();
  const row = admin.getByTestId('role-row').filter({ hasText: phone });
  await expect(row).toContainText('内容编辑');
  expect(await serious(admin), 'axe on the roles panel').toEqual([]);

  await openHydrated(user, tenantUrl('main', '/console'));
  await expect(user.getByTestId('console-news-create')).toBeVisible();

  await row.getByRole('button', { name: '撤销' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: '撤销' }).click();
  await expect(row).toHaveCount(0);
  await openHydrated(user, tenantUrl('main', '/console'));
  await expect(user.getByTestId('console-forbidden')).toBeVisible();
});
