import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX, callUrl, type CallReply } from '../../shared/calls/define-call';
import { devCalls } from '../../shared/calls/dev';
import type { learningCalls } from '../../shared/calls/learning';
import type { productCalls, solutionCalls } from '../../shared/calls/product';
import type { tenderCalls, TenderListItem } from '../../shared/calls/tender';
import { findRoute } from '../../src/engine/routes';
import { registerThroughUi, submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { manifests, openHydrated, rgb, tenantUrl, theme } from './support';
import { visitorTest } from './visitor-tab';

// Accessible themes: axe finds no serious or critical violation, headings run in order, and the
// skip link is the first stop of the keyboard, on every tenant's entry and login page and the hub's pages.

const SEARCH_KEYWORD = '混凝土';

/** axe's serious and critical findings, one line each, with the elements they were found on. */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
      ),
    );
}

/** The heading levels in document order, and what is wrong with them: one h1, no level skipped going down. */
async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      // What is not rendered (display: none) is not read either.
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({ level: Number(heading.tagName[1]), text: (heading.textContent ?? '').trim().slice(0, 40) })),
  );
  const problems: string[] = [];
  const ones = levels.filter((heading) => heading.level === 1).length;
  if (ones !== 1) problems.push(`${ones} h1 headings`);
  if (levels[0] && levels[0].level !== 1) problems.push(`first heading is h${levels[0].level} "${levels[0].text}"`);
  levels.slice(1).forEach((heading, i) => {
    if (heading.level > levels[i]!.level + 1)
      problems.push(`h${levels[i]!.level} "${levels[i]!.text}" → h${heading.level} "${heading.text}"`);
  });
  return problems;
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page), 'axe: serious or critical violations').toEqual([]);
  expect(await headingProblems(page), 'heading order').toEqual([]);
}

interface View {
  name: string;
  url: string;
  width?: number;
  /** A long page: axe takes a while on a busy machine. */
  slow?: boolean;
}

const views: View[] = [];
for (const tenant of manifests()) {
  const entry = findRoute(tenant.entry ?? 'home')!.path;
  const login = findRoute(tenant.login.route)!.path;
  views.push({ name: `${tenant.id} entry`, url: tenantUrl(tenant.id) });
  // Most brands enter through their login page; that page is then checked once.
  if (login !== entry) views.push({ name: `${tenant.id} login`, url: tenantUrl(tenant.id, login) });
}
views.push(
  { name: 'news home', url: tenantUrl('main', '/news') },
  { name: 'news detail', url: tenantUrl('main', '/news/1') },
  { name: 'standards', url: tenantUrl('main', '/standard') },
  { name: 'search', url: tenantUrl('main', `/search?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`) },
  { name: 'main entry at 390 px', url: tenantUrl('main'), width: 390 },
  { name: 'news home at 390 px', url: tenantUrl('main', '/news'), width: 390 },
  // The one landing page no tenant enters by, and a landing and a brand login page at 390 px.
  { name: 'treasure landing', url: tenantUrl('main', '/treasure') },
  { name: 'erppro landing at 390 px', url: tenantUrl('erp', '/erppro'), width: 390 },
  { name: 'kunlun login at 390 px', url: tenantUrl('kunlun', '/kllogin'), width: 390 },
);

// The open platform and the company pages.
views.push(
  { name: 'open platform', url: tenantUrl('main', '/open') },
  { name: 'open API index', url: tenantUrl('main', '/open/api'), slow: true },
  { name: 'open API group', url: tenantUrl('main', '/open/api/news'), slow: true },
  { name: 'UI gallery', url: tenantUrl('main', '/open/ui') },
  { name: 'UI gallery in the kunlun theme at 390 px', url: tenantUrl('kunlun', '/open/ui?theme=kunlun'), width: 390 },
  { name: 'terms', url: tenantUrl('main', '/service') },
  { name: 'privacy at 390 px', url: tenantUrl('main', '/pravicy'), width: 390 },
  { name: 'official account on kunlun', url: tenantUrl('kunlun', '/weChat') },
  { name: 'background checks on erp', url: tenantUrl('erp', '/backService') },
);
// The help centre's list, article (table of contents, feedback, share) and search.
views.push(
  { name: 'help centre', url: tenantUrl('main', '/help') },
  { name: 'help article', url: tenantUrl('main', '/help/num/KB2101') },
  { name: 'help search', url: tenantUrl('main', `/help/search/${encodeURIComponent('清单')}`) },
  { name: 'help article on kunlun at 390 px', url: tenantUrl('kunlun', '/help/num/KB2101'), width: 390 },
);

// The AI tools' catalogue and a tool's page.
views.push(
  { name: 'AI tool catalogue', url: tenantUrl('main', '/aiToolList') },
  { name: 'AI tool detail on erp at 390 px', url: tenantUrl('erp', '/aiToolDetail?tool=contract'), width: 390 },
);

for (const view of views) {
  visitorTest(`a11y: ${view.name}`, async ({ visitorPage: page }) => {
    if (view.slow) test.slow();
    await page.setViewportSize({ width: view.width ?? 1366, height: 900 });
    await openHydrated(page, view.url);
    await expectAccessible(page);
  });
}

// The tender pages, their addresses read from the seeded tenders through the public search call.
async function aTender(request: APIRequestContext) {
  const response = await request.post('/api/ai/pub/bid/listPaged', { data: { engType: '0104', pageSize: 1 } });
  const [tender] = ((await response.json()) as CallReply<typeof tenderCalls.listPaged>).list;
  expect(tender, 'a seeded tender').toBeTruthy();
  return tender!;
}

const tenderViews: { name: string; path: (tender: TenderListItem) => string; width?: number }[] = [
  { name: 'tender search, filtered', path: () => '/tender/all/440000/1/0104?projectType=SUBWAY&days=365' },
  { name: 'tender search at 390 px', path: () => '/information/tender?cat=engineering', width: 390 },
  { name: 'tender detail of a visitor', path: (tender) => `/tenderDetails/${tender.id}` },
  { name: 'tender organisation', path: (tender) => `/tender/org/${tender.org.id}` },
];
for (const view of tenderViews) {
  visitorTest(`a11y: ${view.name}`, async ({ visitorPage: page, request }) => {
    const tender = await aTender(request);
    await page.setViewportSize({ width: view.width ?? 1366, height: 900 });
    await openHydrated(page, view.path(tender));
    await expectAccessible(page);
  });
}

// The product and solution pages, their ids read from the seeded catalogue.
async function anOffer(request: APIRequestContext) {
  const products = (await (await request.post('/api/news/pub/product/listPaged', { data: { pageSize: 1 } })).json()) as CallReply<
    typeof productCalls.listPaged
  >;
  const solutions = (await (await request.post('/api/news/pub/solution/listPaged', { data: { pageSize: 1 } })).json()) as CallReply<
    typeof solutionCalls.listPaged
  >;
  return { product: products.list[0]!.id, solution: solutions.list[0]!.id };
}

const offerViews: { name: string; path: (ids: { product: number; solution: number }) => string; width?: number }[] = [
  { name: 'product catalogue', path: () => '/product' },
  { name: 'product detail', path: (ids) => `/product/${ids.product}` },
  { name: 'product detail at 390 px', path: (ids) => `/product/${ids.product}`, width: 390 },
  { name: 'product update log', path: () => '/product/log/2' },
  { name: 'solutions of an industry', path: () => '/solution/tunnel' },
  { name: 'solution detail', path: (ids) => `/solution/detail/${ids.solution}` },
  { name: 'product search', path: () => `/search?type=product&keyword=${encodeURIComponent('计量')}` },
];
for (const view of offerViews) {
  visitorTest(`a11y: ${view.name}`, async ({ visitorPage: page, request }) => {
    const ids = await anOffer(request);
    await page.setViewportSize({ width: view.width ?? 1366, height: 900 });
    await openHydrated(page, view.path(ids));
    await expectAccessible(page);
  });
}

test('a11y: tender detail of a logged-in reader, and the subscription form', async ({ page, request }) => {
  const tender = await aTender(request);
  await openHydrated(page, `/login?logidUrl=${encodeURIComponent(`/tenderDetails/${tender.id}`)}`);
  await submitPasswordLogin(page, '13800000001', 'Demo1234');
  await expect(page.getByTestId('stage-timeline')).toBeVisible();
  await expectAccessible(page);
  await openHydrated(page, '/personalCenter/tenderSubscriptions');
  await page.getByTestId('new-subscription').click();
  await expect(page.getByTestId('region-picker')).toBeVisible();
  expect(await seriousViolations(page), 'axe: serious or critical violations').toEqual([]);
});

test('a11y: personal centre of a demo account', async ({ page }) => {
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, '13800000001', 'Demo1234');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // Each section at its own address, the navigation marking it.
  for (const [path, ready] of [
    ['/personalCenter', 'invite-link'],
    ['/personalCenter/security', 'double-auth-setting'],
    ['/personalCenter/content', 'my-content'],
    ['/personalCenter/tenderOrgNames', 'org-names-form'],
    ['/personalCenter/tenderSubscriptions', 'subscription-list-ready'],
  ] as const) {
    await openHydrated(page, path);
    await expect(page.getByTestId('personal-nav').locator('[aria-current]')).toHaveAttribute('href', path);
    if (ready === 'subscription-list-ready') await expect(page.getByTestId('tender-subscriptions')).not.toContainText('加载中');
    else await expect(page.getByTestId(ready)).toBeVisible();
    await expectAccessible(page);
  }
});

// The points panels after today's sign-in, with the exchange dialog open, on a desktop and a phone.
for (const width of [1366, 390]) {
  test(`a11y: points panels of a signed-in user at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await registerThroughUi(page, '积分无障碍');
    await openHydrated(page, '/personalCenter/points');
    await page.getByTestId('sign-button').click();
    await expect(page.getByTestId('sign-button')).toBeDisabled();
    await expect(page.getByTestId('ledger-row')).toHaveCount(1);
    await expect(page.getByTestId('points-rules')).toContainText('邀请同事注册');
    await expectAccessible(page);
    const quota = page.getByTestId('residue-aiWrite');
    await quota.getByRole('button', { name: /领取免费额度/ }).click();
    // Too few points: the exchange is disabled and says why.
    await expect(quota.getByTestId('exchange-shortfall')).toBeVisible();
    expect(await seriousViolations(page), 'axe: serious or critical violations').toEqual([]);
  });
}

// The booking dialog (form with its §5 messages, at 1366 and 390 px) and the operators' bookings tab.
for (const width of [1366, 390]) {
  test(`a11y: booking dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, tenantUrl('main', '/erp'));
    await page.getByTestId('booking-open').first().click();
    await page.getByTestId('booking-form').getByRole('button').click();
    await expect(page.getByTestId('booking-form').getByRole('alert').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('a11y: the service desk bookings tab', async ({ page, request }) => {
  // One booking, so that the table is checked rather than the empty state.
  await request.post('/api/crm/sales/open/sem/reservation', {
    data: { phone: '13912340000', userName: 'a11y', sourcePage: '/', channel: 'baidu' },
  });
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, '13800000010', 'Demo1234');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, '/serviceDesk');
  await page.getByTestId('desk-tab-bookings').click();
  await expect(page.getByTestId('booking-table')).toBeVisible();
  await expectAccessible(page);
});

// One page per layout: the skip link is the first stop of the keyboard, shows when focused, and takes the
// focus to <main>.
const layouts = new Map<string, string>([
  ['default', tenantUrl('main', '/news')],
  ['account', tenantUrl('main', '/login')],
]);
for (const tenant of manifests()) {
  const layout = findRoute(tenant.entry ?? 'home')!.layout ?? tenant.layout;
  if (!layouts.has(layout)) layouts.set(layout, tenantUrl(tenant.id));
}

for (const [layout, url] of layouts) {
  test(`skip link of the ${layout} layout leads to the main content`, async ({ page }) => {
    await openHydrated(page, url);
    const skip = page.getByTestId('skip-link');
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText('跳到主要内容');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
}

test('a focused input shows a focus ring in the theme colour', async ({ page }) => {
  await openHydrated(page, '/login');
  const input = page.getByTestId('password-form').getByLabel('手机号或邮箱');
  await input.focus();
  const outline = await input.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
  expect(outline).toEqual({ style: 'solid', width: '2px', color: rgb(theme('main').colors.focusRing) });
});

// The learning pages, on the main site and a branded one; the course is read from the seeded list.
const learningViews: { name: string; tenant: string; path: (courseId: number) => string; width?: number }[] = [
  { name: 'course list', tenant: 'main', path: () => '/video' },
  { name: 'course category at 390 px', tenant: 'kunlun', path: () => '/video/2', width: 390 },
  { name: 'course detail', tenant: 'main', path: (id) => `/video/detail/${id}` },
  { name: 'course detail at 390 px', tenant: 'erp', path: (id) => `/video/detail/${id}`, width: 390 },
];
for (const view of learningViews) {
  visitorTest(`a11y: ${view.name}`, async ({ visitorPage: page, request }) => {
    const response = await request.post('/api/ai/pub/videoRes/listNew', { data: { pageSize: 1 } });
    const [course] = ((await response.json()) as CallReply<typeof learningCalls.listNew>).list;
    await page.setViewportSize({ width: view.width ?? 1366, height: 900 });
    await openHydrated(page, tenantUrl(view.tenant, view.path(course!.id)));
    if (view.path(1).includes('detail')) await expect(page.getByTestId('video-loading')).toHaveCount(0);
    await expectAccessible(page);
  });
}

// The guest's chat dialog (desktop and mobile, main and erp) and the desk's conversations view.
const chatViews: { name: string; tenant: string; width?: number }[] = [
  { name: 'chat dialog', tenant: 'main' },
  { name: 'chat dialog on erp at 390 px', tenant: 'erp', width: 390 },
];
for (const view of chatViews) {
  test(`a11y: ${view.name}`, async ({ page }) => {
    await page.setViewportSize({ width: view.width ?? 1366, height: 900 });
    await openHydrated(page, tenantUrl(view.tenant, '/information'));
    // On a phone the service stack is one button that opens it.
    if (view.width) await page.getByTestId('service-toggle').click();
    const consult = page.getByRole('button', { name: '在线咨询' });
    await expect(consult).toBeEnabled();
    await consult.click();
    await expect(page.getByTestId('guest-chat-messages')).toBeVisible();
    await expect(page.getByTestId('chat-status')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
  });
}

test('a11y: service desk conversations of an operator', async ({ page }) => {
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, '13800000010', 'Demo1234');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, '/serviceDesk');
  await expect(page.getByTestId('desk-tab-conversations')).toBeVisible();
  await expect(page.getByTestId('desk-socket-status')).toHaveCount(0, { timeout: 15_000 });
  const first = page.getByTestId('desk-conversation').first();
  if (await first.count()) {
    await first.click();
    await expect(page.getByTestId('desk-conversation-view')).toBeVisible();
  }
  await expectAccessible(page);
});

// The operators' analytics, at desktop and phone widths, with the plots of this run's views (rolled up
// now) and the data table of the first plot opened, so that it is checked too.
for (const width of [1366, 390]) {
  test(`a11y: analytics of an operator at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/login');
    await submitPasswordLogin(page, '13800000010', 'Demo1234');
    // Logged in: the user menu is in the header (under 800 px it is folded into the mobile menu).
    await expect(page.getByTestId('user-menu')).toBeAttached();
    await request.post(`${API_PREFIX}${callUrl(devCalls.traceRollup)}`, { data: {} });
    await openHydrated(page, '/analytics');
    await page.getByTestId('analytics-preset-30').click();
    const plots = page.getByTestId('analytics-traffic');
    await expect(plots.or(page.getByText('该时间段暂无访问数据'))).toBeVisible({ timeout: 15_000 });
    if (await plots.count()) await plots.locator('summary').click();
    await expectAccessible(page);
  });
}

// A conversation with an answered question (offline drafting mode, with its citations), desktop and phone.
for (const width of [1366, 390]) {
  test(`a11y: AI conversation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await registerThroughUi(page, '对话无障碍');
    await openHydrated(page, '/Conversation?tool=standards');
    await page.getByTestId('ai-prompt').fill('工程量清单计价的计量单位有哪些规定？');
    await page.getByTestId('ai-send').click();
    await expect(page.getByTestId('ai-message-assistant').last()).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expectAccessible(page);
  });
}

// The AI writing pages, a visitor's paper index, then a signed-in user's empty list, forms (the tender's
// with its messages), a missing paper, a paper's outline and its section editor, at desktop and phone widths.
for (const width of [1366, 390]) {
  test(`a11y: AI writing pages at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/aipaper/index');
    await expect(page.getByTestId('ai-login-needed')).toBeVisible();
    await expectAccessible(page);
    await registerThroughUi(page, 'AI无障碍');
    const pages: [string, string][] = [
      ['/aiWriteList', 'writings-empty'],
      ['/aipaper/index', 'papers-empty'],
      ['/contract', 'contract-input'],
      ['/aipaper/detail/999999', 'writing-not-found'],
      ['/aipaper/create', 'paper-form'],
    ];
    for (const [url, ready] of pages) {
      await openHydrated(page, url);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByLabel('题目').fill('工程计量无障碍测试论文');
    await page.getByTestId('paper-create').click();
    await expect(page.getByTestId('outline-row').first()).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await page.getByTestId('outline-next').click();
    await expect(page.getByTestId('section-editor')).toBeVisible();
    await expectAccessible(page);
    await openHydrated(page, '/aiTender/create');
    await page.getByTestId('tender-create').click();
    await expect(page.getByTestId('tender-form').getByRole('alert').first()).toBeVisible();
    await expectAccessible(page);
  });
}
