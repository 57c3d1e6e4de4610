import { expect, test, type Page } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { openHydrated, watchErrors } from './support';
import { listTitles, requirePostgres, startTenderServer, totalOf, type TenderServer } from './tender-support';

// Tender search and details, in Chromium against the built portal on a PostgreSQL server of this
// spec's own (tender-support.ts). Expected counts and titles come straight from SQL, never from the page's calls.

requirePostgres();
test.describe.configure({ mode: 'default' });

let portal: TenderServer;
test.beforeAll(async () => {
  portal = await startTenderServer();
});
test.afterAll(async () => {
  await portal?.stop();
});

const SUBWAY_GUANGDONG_RESULTS_OF_THE_MONTH = `FROM tenders WHERE project_type = 'SUBWAY' AND province_code = '440000' AND eng_type = '0104'
  AND publish_time >= now() - make_interval(days => 30)`;

async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await portal.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, params);
  return rows[0]!.n;
}

const filterLink = (page: Page, row: string, name: string) =>
  page.getByTestId('tender-filters').getByTestId(row).getByRole('link', { name, exact: true });

test('a visitor filters by 地铁 + 广东省 + last month + 中标结果: the count is the database’s, and the address shows the same list in a fresh browser', async ({
  browser,
}) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openHydrated(page, '/tender');
  expect(await totalOf(page)).toBe(await sqlCount('FROM tenders'));

  await filterLink(page, 'filter-project-type', '地铁工程').click();
  await expect(page).toHaveURL(/\/tender\?projectType=SUBWAY$/);
  await filterLink(page, 'filter-province', '广东省').click();
  await expect(page).toHaveURL(/\/tender\/all\/440000\?projectType=SUBWAY$/);
  await filterLink(page, 'filter-days', '近一个月').click();
  await expect(page).toHaveURL(/\/tender\/all\/440000\?projectType=SUBWAY&days=30$/);
  await filterLink(page, 'filter-stage', '中标结果').click();
  await expect(page).toHaveURL(/\/tender\/all\/440000\/1\/0104\?projectType=SUBWAY&days=30$/);
  for (const [row, name] of [
    ['filter-project-type', '地铁工程'],
    ['filter-province', '广东省'],
    ['filter-days', '近一个月'],
    ['filter-stage', '中标结果'],
  ]) {
    await expect(filterLink(page, row!, name!)).toHaveAttribute('aria-current', 'true');
  }

  const expected = await sqlCount(SUBWAY_GUANGDONG_RESULTS_OF_THE_MONTH);
  expect(expected, 'the seed has subway results in Guangdong this month').toBeGreaterThan(0);
  await expect.poll(() => totalOf(page)).toBe(expected);
  const { rows } = await portal.db.sql.query<{ title: string }>(
    `SELECT title ${SUBWAY_GUANGDONG_RESULTS_OF_THE_MONTH} ORDER BY publish_time DESC, id DESC LIMIT 20`,
  );
  const titles = await listTitles(page);
  expect(titles, 'newest first, as the database orders them').toEqual(rows.map((row) => row.title));
  for (const text of await page.getByTestId('tender-list').getByTestId('stage-tag').allInnerTexts()) expect(text).toBe('中标结果');
  for (const text of await page.getByTestId('tender-project-type').allInnerTexts()) expect(text).toBe('地铁工程');
  for (const text of await page.getByTestId('tender-region').allInnerTexts()) expect(text).toMatch(/^广东省/);
  await expect(page).toHaveTitle(/^广东省 地铁工程 中标结果 近一个月 招标信息 - /);

  const address = page.url();
  const fresh = await portal.context(browser);
  const again = await fresh.newPage();
  await openHydrated(again, address);
  expect(await totalOf(again)).toBe(expected);
  expect(await listTitles(again)).toEqual(titles);
  // What a crawler reads: the server's page names the path of its path filters as canonical.
  await expect(again.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tender\/all\/440000\/1\/0104$/);
  await fresh.close();
  expect(errors).toEqual([]);
  await context.close();
});

test('the keyword and the amount range in 万元 narrow the search and stay in the address', async ({ browser }) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  await openHydrated(page, '/tender/engineering');
  const box = page.getByTestId('tender-search').getByRole('searchbox');
  await box.fill('  地铁  ');
  await expect(page.getByTestId('tender-search').getByTestId('search-counter')).toHaveText('6/30');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tender\/engineering\?keyword=%E5%9C%B0%E9%93%81$/);
  await expect(page.getByTestId('tender-list').locator('mark').first()).toHaveText('地铁');

  const amount = page.getByTestId('amount-filter');
  await amount.getByLabel('最低金额（万元）').fill('1000');
  await amount.getByLabel('最高金额（万元）').fill('50000.5');
  await amount.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/keyword=%E5%9C%B0%E9%93%81&min=1000&max=50000.5$/);
  // A two-character keyword is one character pair of the search index: the same as LIKE. Amounts are whole yuan.
  const expected = await sqlCount(
    "FROM tenders WHERE trade_category = 'ENGINEERING' AND amount BETWEEN 10000000 AND 500005000 AND (title LIKE '%地铁%' OR project_name LIKE '%地铁%')",
  );
  expect(expected).toBeGreaterThan(0);
  // The address changes as the navigation commits; the list follows in the same render or the next.
  await expect.poll(() => totalOf(page)).toBe(expected);
  for (const text of await page.getByTestId('tender-amount').allInnerTexts()) {
    const wan = Number(/([\d,.]+) 万元/.exec(text)![1]!.replace(/,/g, ''));
    expect(wan).toBeGreaterThanOrEqual(1000);
    expect(wan).toBeLessThanOrEqual(50000.5);
  }

  // A reversed range is refused in place, nothing is navigated.
  await amount.getByLabel('最低金额（万元）').fill('9');
  await amount.getByLabel('最高金额（万元）').fill('1');
  await amount.getByRole('button', { name: '确定' }).click();
  await expect(amount.getByRole('alert')).toContainText('最低金额不能高于最高金额');
  await expect(page).toHaveURL(/min=1000&max=50000.5$/);
  await context.close();
});

test('bad addresses: unknown filters are left out with a notice, a malformed page is the 404 page, a page past the end says so', async ({
  browser,
}) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  const all = await sqlCount('FROM tenders');

  const response = await openHydrated(page, '/tender/toys/999999/1/0109?projectType=ROCKET&days=31&min=-5');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('ignored-filters')).toHaveText(
    '链接中的以下筛选条件无效，已忽略：交易分类、地区、信息类型、工程类型、发布时间、金额',
  );
  expect(await totalOf(page)).toBe(all);

  for (const path of [
    '/tender/all/all/0',
    '/tender/all/all/-1',
    '/tender/all/all/x',
    '/tender/all/all/100001',
    '/tenderDetails/0',
    '/tender/org/abc',
  ]) {
    const notFound = await openHydrated(page, path);
    expect(notFound?.status(), path).toBe(404);
    await expect(page.getByTestId('error-notFound'), path).toBeVisible();
  }
  const unknownTender = await openHydrated(page, '/tenderDetails/999999999');
  expect(unknownTender?.status()).toBe(404);

  await openHydrated(page, '/information/tender?page=-1&cat=engineering');
  await expect(page.getByTestId('ignored-filters')).toContainText('页码');
  await expect(page.getByTestId('information-tabs').locator('a.active')).toHaveText('招标公告');
  expect(await totalOf(page)).toBe(await sqlCount("FROM tenders WHERE trade_category = 'ENGINEERING'"));

  await openHydrated(page, '/tender/all/all/5000');
  await expect(page.getByTestId('tender-total')).toHaveText(`共 ${all} 条`);
  await expect(page.getByRole('status').filter({ hasText: '这一页没有内容了' })).toBeVisible();
  await page.getByRole('link', { name: '回到第一页' }).click();
  await expect(page).toHaveURL(/\/tender$/);
  await context.close();
});

test('a visitor sees a tender’s summary and a login prompt; after login the full notice and the stage timeline, each stage linking to its own notice', async ({
  browser,
}) => {
  const {
    rows: [tender],
  } = await portal.db.sql.query<{ id: number; title: string; org: string; project_key: string }>(
    `SELECT t.id, t.title, o.name AS org, t.project_key FROM tenders t JOIN bid_orgs o ON o.id = t.org_id
     WHERE t.eng_type = '0104' AND (SELECT count(*) FROM tenders s WHERE s.project_key = t.project_key) >= 3 ORDER BY t.id LIMIT 1`,
  );
  expect(tender, 'a project with three stages or more').toBeTruthy();
  const { rows: stages } = await portal.db.sql.query<{ id: number; title: string; eng_type: string; trade_category: string }>(
    'SELECT id, title, eng_type, trade_category FROM tenders WHERE project_key = $1 ORDER BY publish_time, id',
    [tender!.project_key],
  );
  const context = await portal.context(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);

  await openHydrated(page, `/tenderDetails/${tender!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tender!.title);
  await expect(page).toHaveTitle(new RegExp(`^${tender!.title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} - `));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tender/detail/${tender!.id}/[a-z_]+/0104$`));
  const facts = page.getByTestId('tender-facts');
  await expect(facts).toContainText(tender!.org);
  for (const label of ['项目名称', '招标人', '项目地区', '信息类型', '中标金额', '发布时间']) await expect(facts).toContainText(label);
  await expect(page.getByTestId('tender-locked')).toContainText('登录后查看公告全文');
  await expect(page.getByTestId('tender-body')).toHaveCount(0);
  await expect(page.getByTestId('stage-timeline')).toHaveCount(0);

  await page.getByTestId('tender-login').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?logidUrl=%2FtenderDetails%2F${tender!.id}$`));
  await submitPasswordLogin(page, '13800000001', 'Demo1234');
  await expect(page).toHaveURL(new RegExp(`/tenderDetails/${tender!.id}$`));
  await expect(page.getByTestId('tender-body')).not.toBeEmpty();
  await expect(page.getByTestId('tender-locked')).toHaveCount(0);
  await expect(page.getByTestId('tender-attachments')).toBeVisible();

  const timeline = page.getByTestId('stage-timeline');
  await expect(timeline.getByTestId('stage')).toHaveCount(stages.length);
  for (const [index, stage] of stages.entries()) {
    const item = timeline.getByTestId('stage').nth(index);
    const link = item.getByRole('link');
    await expect(link).toHaveText(stage.title);
    await expect(link).toHaveAttribute('href', `/tender/detail/${stage.id}/${stage.trade_category.toLowerCase()}/${stage.eng_type}`);
    await expect(item.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    if (stage.id === tender!.id) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current', 'page');
  }

  const first = stages[0]!;
  await timeline.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/detail/${first.id}/${first.trade_category.toLowerCase()}/${first.eng_type}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByTestId('stage-timeline').getByRole('link', { name: first.title })).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
  await context.close();
});

test('an organisation’s page lists its tenders; following it asks a visitor to log in', async ({ browser }) => {
  const {
    rows: [org],
  } = await portal.db.sql.query<{ id: number; name: string; n: number }>(
    'SELECT o.id, o.name, count(*)::int AS n FROM bid_orgs o JOIN tenders t ON t.org_id = o.id GROUP BY o.id ORDER BY count(*) DESC, o.id LIMIT 1',
  );
  const context = await portal.context(browser);
  const page = await context.newPage();
  await openHydrated(page, `/tender/org/${org!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(org!.name);
  await expect(page.getByText(`发布招标 ${org!.n} 条`)).toBeVisible();
  await expect(page.getByTestId('tender-list').locator('li')).toHaveCount(Math.min(org!.n, 20));
  await page.getByTestId('follow').click();
  await expect(page.getByRole('dialog')).toContainText('登录后才能点赞、收藏和关注');
  await page.getByRole('dialog').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?logidUrl=%2Ftender%2Forg%2F${org!.id}$`));
  await context.close();
});

test('under 800 px the filters fold behind a button that names them', async ({ browser }) => {
  const context = await portal.context(browser, { width: 390, height: 844 });
  const page = await context.newPage();
  await openHydrated(page, '/tender/all/440000/1/0104?projectType=SUBWAY&days=30');
  const toggle = page.getByTestId('filters-toggle');
  await expect(toggle).toHaveText(/广东省 · 地铁工程 · 中标结果 · 近一个月/);
  await expect(page.getByTestId('tender-filters')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const province = filterLink(page, 'filter-province', '广东省');
  await expect(province).toBeInViewport();
  await filterLink(page, 'filter-city', '广州市').click();
  await expect(page).toHaveURL(/\/tender\/all\/440100\/1\/0104\?projectType=SUBWAY&days=30$/);
  await context.close();
});

test('/search lists tenders in its 招标公告 group, each opening its notice', async ({ browser }) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  await openHydrated(page, `/search?keyword=${encodeURIComponent('地铁')}`);
  const group = page.getByTestId('search-group-tender');
  await expect(group.getByRole('heading', { level: 2 })).toContainText('招标公告');
  const link = group.getByTestId('search-hits-tender').locator('h3 a').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/tenderDetails\/\d+$/);
  const {
    rows: [hit],
  } = await portal.db.sql.query<{ title: string }>('SELECT title FROM tenders WHERE id = $1', [Number(href!.split('/').pop())]);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hit!.title);
  await expect(page.getByTestId('tender-locked')).toBeVisible();
  await context.close();
});

test('the home page and /information show the newest tenders, leading to the tender tab', async ({ browser }) => {
  const { rows } = await portal.db.sql.query<{ title: string }>('SELECT title FROM tenders ORDER BY publish_time DESC, id DESC LIMIT 6');
  const context = await portal.context(browser);
  const page = await context.newPage();
  await openHydrated(page, '/');
  const newest = page.getByTestId('newest-tenders');
  await expect(newest.locator('li a').first()).toHaveText(rows[0]!.title);
  await openHydrated(page, '/information');
  const block = page.getByTestId('information-tenders');
  expect(await block.locator('li a').allInnerTexts()).toEqual(rows.map((row) => row.title));
  await block.getByRole('link', { name: '更多招标公告' }).click();
  await expect(page).toHaveURL(/\/information\/tender$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('招投标资讯');
  await context.close();
});
