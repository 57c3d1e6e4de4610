import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { registerThroughUi } from './account-support';
import { openHydrated, watchErrors } from './support';
import { listTitles, requirePostgres, startTenderServer, type TenderServer } from './tender-support';

// A logged-in user subscribes to a keyword and a region; a matching tender is inserted
// (straight into the database, as the crawler would); the personal centre counts one new match and the feed
// lists it; `npm run digests` sends one message, a second run none. Then the user follows an organisation and
// favourites a tender, and both appear in the personal centre. On a PostgreSQL server of this spec's own, so the
// portal, the spec's SQL and the digest command share one database.

requirePostgres();
test.describe.configure({ mode: 'default' });

let portal: TenderServer;
test.beforeAll(async () => {
  portal = await startTenderServer();
});
test.afterAll(async () => {
  await portal?.stop();
});

const run = promisify(execFile);

/** `npm run digests` on the portal's database, as an operator would run it; returns what it printed. */
async function runDigests(): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'digests'], {
    env: { ...process.env, DATABASE_URL: portal.db.url, LOG_LEVEL: 'warn', MESSAGE_PROVIDER: 'outbox' },
    timeout: 120_000,
  });
  return stdout;
}

async function outbox(request: APIRequestContext, to: string): Promise<{ body: string }[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: { body: string }[] }).messages;
}

/** A word no seeded tender holds, so the subscription's matches are the spec's own. */
const KEYWORD = `鹦鹉螺${Date.now() % 1000}`;

async function subscribe(page: Page, name: string) {
  const panel = page.getByTestId('tender-subscriptions');
  await panel.getByTestId('new-subscription').click();
  const dialog = page.getByRole('dialog', { name: '新建招标订阅' });
  await dialog.getByLabel('订阅名称').fill(name);
  await dialog.getByLabel('关键词').fill(KEYWORD);
  await dialog.getByLabel('省份').selectOption({ label: '广东省' });
  await dialog.getByTestId('add-region').click();
  await expect(dialog.getByRole('button', { name: '移除 广东省' })).toBeVisible();
  await dialog.getByTestId('save-subscription').click();
  await expect(dialog).toHaveCount(0);
}

test('subscribe to a keyword and a region, a new tender matches, the feed lists it, one digest goes out; follow and favourite show in the personal centre', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await portal.context(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const phone = await registerThroughUi(page, '订阅用户');

  // 1. The subscription: a keyword and a region.
  await openHydrated(page, '/personalCenter/tenderSubscriptions');
  const panel = page.getByTestId('tender-subscriptions');
  await expect(panel).toContainText('还没有订阅');
  await subscribe(page, '珠三角管廊');
  const row = panel.getByTestId('subscription').filter({ hasText: '珠三角管廊' });
  await expect(row.getByTestId('subscription-summary')).toHaveText(`关键词：${KEYWORD} · 地区：广东省 · 每日推送`);
  await expect(row.getByTestId('subscription-count')).toHaveCount(0);
  const {
    rows: [stored],
  } = await portal.db.sql.query<{ id: number; keywords: string[]; region_codes: string[] }>(
    'SELECT s.id, s.keywords, s.region_codes FROM bid_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1',
    [phone],
  );
  expect(stored).toMatchObject({ keywords: [KEYWORD], region_codes: ['440000'] });

  // 2. A new matching tender reaches the database, as the crawler would add it.
  const title = `广州市${KEYWORD}综合管廊工程施工招标公告`;
  const {
    rows: [inserted],
  } = await portal.db.sql.query<{ id: number; org_id: number; org: string }>(
    `INSERT INTO tenders (title, project_name, project_key, eng_type, trade_category, project_type, province_code, city_code,
       org_id, amount, publish_time, deadline, source, content, attachments)
     SELECT $1, $2, 'e2e-subscription', '0100', 'ENGINEERING', 'GOV', '440000', '440100', o.id, 123456789, now(), now() + interval '20 days',
       'e2e', '<p>招标条件：本工程已具备招标条件。</p>', ARRAY['招标文件.pdf']
     FROM bid_orgs o ORDER BY o.id LIMIT 1
     RETURNING id, org_id, (SELECT name FROM bid_orgs WHERE id = org_id) AS org`,
    [title, `广州市${KEYWORD}综合管廊工程`],
  );

  // 3. countSubscribe: one new match, shown on the subscription.
  await openHydrated(page, '/personalCenter/tenderSubscriptions');
  await expect(row.getByTestId('subscription-count')).toHaveText('1');

  // 4. The feed lists it, and opening it marks it seen.
  await row.getByTestId('open-feed').click();
  await expect(page).toHaveURL(new RegExp(`/personalCenter/tenderSubscriptions\\?subscription=${stored!.id}$`));
  const feed = page.getByTestId('subscription-feed');
  await expect(feed).toContainText('“珠三角管廊”的匹配招标');
  expect(await listTitles(page, 'subscription-feed-list')).toEqual([title]);
  await expect(row.getByTestId('subscription-count')).toHaveCount(0);

  // 5. The digest: one message now, none on a second run the same day.
  const before = (await outbox(page.request, phone)).length;
  expect(await runDigests()).toContain('1 message(s) sent');
  const messages = await outbox(page.request, phone);
  expect(messages.length).toBe(before + 1);
  expect(messages[0]!.body).toContain('珠三角管廊');
  expect(messages[0]!.body).toContain(`/personalCenter?subscription=${stored!.id}`);
  expect(await runDigests()).toContain('0 message(s) sent');
  expect((await outbox(page.request, phone)).length).toBe(before + 1);

  // 6. Follow the tendering organisation and favourite the tender, from its notice.
  await feed.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/detail/${inserted!.id}/engineering/0100$`));
  await expect(page.getByTestId('tender-body')).toContainText('本工程已具备招标条件');
  await page.getByTestId('favorite').click();
  await expect(page.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('follow').click();
  await expect(page.getByTestId('follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follow')).toHaveText('已关注');

  await openHydrated(page, '/personalCenter/tenderFavorites');
  await expect(page.getByTestId('tender-favorites').getByRole('link', { name: title })).toBeVisible();
  await page.getByTestId('personal-nav').getByRole('link', { name: '关注的单位' }).click();
  const follows = page.getByTestId('tender-follows');
  await expect(follows.getByTestId('followed-org')).toHaveCount(1);
  await expect(follows.getByTestId('followed-org')).toContainText(inserted!.org);
  // The followed organisation's feed has the new tender on top.
  await expect(follows.getByTestId('follow-feed').locator('h3 a').first()).toHaveText(title);

  // Unfollowing in the personal centre takes the organisation off the list.
  await follows.getByTestId('followed-org').getByTestId('follow').click();
  await expect(follows).toContainText('还没有关注招标单位');
  expect(errors).toEqual([]);
  await context.close();
});

test('a subscription is edited and deleted; bad values are refused in the form', async ({ browser }) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  await registerThroughUi(page, '编辑用户');
  await openHydrated(page, '/personalCenter/tenderSubscriptions');
  await subscribe(page, '待修改订阅');
  const panel = page.getByTestId('tender-subscriptions');
  const row = panel.getByTestId('subscription').filter({ hasText: '待修改订阅' });

  await row.getByRole('button', { name: '编辑订阅 待修改订阅' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑招标订阅' });
  await expect(dialog.getByLabel('订阅名称')).toHaveValue('待修改订阅');
  await dialog.getByLabel('订阅名称').fill('   ');
  await dialog.getByLabel('最低金额（万元）').fill('20');
  await dialog.getByLabel('最高金额（万元）').fill('10');
  await dialog.getByTestId('save-subscription').click();
  await expect(dialog.getByText('请输入订阅名称')).toBeVisible();
  await expect(dialog.getByText(/最低金额不高于最高金额/)).toBeVisible();

  await dialog.getByLabel('订阅名称').fill('地铁中标');
  await dialog.getByLabel('最低金额（万元）').fill('100');
  await dialog.getByLabel('最高金额（万元）').fill('');
  await dialog.getByRole('group', { name: '工程类型' }).getByLabel('地铁工程').check();
  await dialog.getByRole('group', { name: '信息类型' }).getByLabel('中标结果').check();
  await dialog.getByRole('checkbox', { name: '每天推送新的匹配招标' }).uncheck();
  await dialog.getByTestId('save-subscription').click();
  await expect(dialog).toHaveCount(0);
  const edited = panel.getByTestId('subscription').filter({ hasText: '地铁中标' });
  await expect(edited.getByTestId('subscription-summary')).toHaveText(
    `关键词：${KEYWORD} · 地区：广东省 · 工程类型：地铁工程 · 信息类型：中标结果 · 金额：100 万元 - 不限 · 不推送`,
  );

  await edited.getByRole('button', { name: '删除订阅 地铁中标' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定删除订阅“地铁中标”吗？');
  await page.getByTestId('confirm').click();
  await expect(panel).toContainText('还没有订阅');
  await context.close();
});

test('a search is subscribed to from the list: the form opens with its filters; a visitor is asked to log in first', async ({
  browser,
}) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  await openHydrated(page, '/tender/all/440000/1/0104?projectType=SUBWAY&days=30&keyword=%E7%9B%BE%E6%9E%84');
  await page.getByTestId('subscribe-search').click();
  await expect(page.getByRole('dialog')).toContainText('登录后才能订阅招标信息');
  await page.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).filter({ hasText: '取消' }).click();

  await registerThroughUi(page, '搜索订阅用户');
  await openHydrated(page, '/tender/all/440000/1/0104?projectType=SUBWAY&days=30&keyword=%E7%9B%BE%E6%9E%84');
  await page.getByTestId('subscribe-search').click();
  const dialog = page.getByRole('dialog', { name: '新建招标订阅' });
  await expect(dialog.getByLabel('订阅名称')).toHaveValue('广东省 地铁工程 中标结果 盾构');
  await expect(dialog.getByLabel('关键词')).toHaveValue('盾构');
  await expect(dialog.getByRole('button', { name: '移除 广东省' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: '工程类型' }).getByLabel('地铁工程')).toBeChecked();
  await expect(dialog.getByRole('group', { name: '信息类型' }).getByLabel('中标结果')).toBeChecked();
  await dialog.getByTestId('save-subscription').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('已订阅，新发布的匹配招标会在个人中心提示')).toBeVisible();

  await openHydrated(page, '/personalCenter/tenderSubscriptions');
  await expect(page.getByTestId('tender-subscriptions').getByTestId('subscription-summary')).toHaveText(
    '关键词：盾构 · 地区：广东省 · 工程类型：地铁工程 · 信息类型：中标结果 · 每日推送',
  );
  await context.close();
});
