import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountAuthCalls } from '../../shared/calls/account-auth';
import { API_PREFIX, callUrl, type CallReply } from '../../shared/calls/define-call';
import { devCalls, type TraceEventRecord } from '../../shared/calls/dev';
import { TRACE_EPOCH_MS } from '../../shared/calls/trace';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { openHydrated } from './support';

// In Chromium, five pages (three loads, two client-side navigations)
// store five views with the right t, sid and url (uid when logged in) and four leave reports; a user reading a
// news item for about 3 s stores an article trace with spent about 3. Read back through dev.traceEvents.

const USER = { account: '13800000001', password: 'Demo1234' };
const STAT_PATH = '/trace/trace/stat.htm';

type Session = CallReply<typeof accountAuthCalls.pwdLogin>;

async function logIn(request: APIRequestContext): Promise<Session> {
  const response = await request.post(`${API_PREFIX}${callUrl(accountAuthCalls.pwdLogin)}`, { data: USER });
  const session = (await response.json()) as Session;
  expect(session.code).toBe('30000');
  return session;
}

/** Every page of this browser starts with this visitor id and, when given, this stored session (SPEC §3). */
async function browseAs(page: Page, sid: string, session?: Session) {
  const stored: Record<string, string> = { [STORAGE_KEYS.visitorId]: sid };
  if (session)
    Object.assign(stored, {
      [STORAGE_KEYS.token]: session.token,
      [STORAGE_KEYS.unionid]: session.unionid,
      [STORAGE_KEYS.staffId]: session.staffId,
    });
  await page.context().addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

async function events(request: APIRequestContext, sid: string): Promise<TraceEventRecord[]> {
  const response = await request.get(`${API_PREFIX}${callUrl(devCalls.traceEvents, {}, { sid })}`);
  const body = (await response.json()) as CallReply<typeof devCalls.traceEvents>;
  return [...body.events].sort((a, b) => a.t - b.t);
}

/** Runs `step` and waits for the page view it causes to leave the browser. */
async function viewing(page: Page, step: () => Promise<unknown>) {
  const stat = page.waitForRequest((request) => request.url().includes(STAT_PATH));
  await step();
  await stat;
}

/** A client-side navigation keeps the window: a mark set on it survives. */
async function clientSide(page: Page, step: () => Promise<unknown>) {
  await page.evaluate(() => Object.assign(window, { trackingMark: true }));
  await viewing(page, step);
  expect(await page.evaluate(() => 'trackingMark' in window)).toBe(true);
}

const now = () => Date.now() - TRACE_EPOCH_MS;

/** The first link of the page to a news item (/news/{id}). */
async function newsItemLink(page: Page) {
  const hrefs = await page.locator('main a[href^="/news/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((value) => /^\/news\/\d+$/.test(value));
  expect(href, 'a news item on /news').toBeTruthy();
  return { href: href!, link: page.locator(`main a[href="${href}"]`).first() };
}

test('five pages, two of them by client-side navigation, store five views and four leave reports', async ({ page, request }) => {
  test.slow();
  const sid = randomUUID();
  const session = await logIn(request);
  await browseAs(page, sid, session);
  const from = now();

  await viewing(page, () => openHydrated(page, '/help'));
  await viewing(page, () => openHydrated(page, '/news'));
  const { href: detailPath, link: detail } = await newsItemLink(page);
  await clientSide(page, () => detail.click());
  await expect(page.getByTestId('news-detail')).toBeVisible();
  await clientSide(page, () => page.locator('a[href="/"]').first().click());
  await expect(page).toHaveURL(/\/$/);
  await viewing(page, () => openHydrated(page, '/standard'));
  const to = now();

  const paths = ['/help', '/news', detailPath, '/', '/standard'];
  await expect.poll(async () => (await events(request, sid)).filter((event) => event.kind === 'leave').length, { timeout: 15_000 }).toBe(4);
  const stored = await events(request, sid);
  const views = stored.filter((event) => event.kind === 'view');
  expect(views.map((event) => event.path)).toEqual(paths);
  for (const view of views) {
    expect(view.t).toBeGreaterThanOrEqual(from);
    expect(view.t).toBeLessThanOrEqual(to);
    expect(view).toMatchObject({ sid, uid: session.unionid, mid: session.staffId });
  }
  const leaves = stored.filter((event) => event.kind === 'leave');
  expect(leaves.map((event) => event.path)).toEqual(paths.slice(0, 4));
  for (const [index, leave] of leaves.entries()) {
    // Each page is left after it was shown and before the next one was.
    expect(leave.t).toBeGreaterThanOrEqual(views[index]!.t);
    expect(leave.t).toBeLessThanOrEqual(views[index + 1]!.t);
    expect(leave.spent).toBe(Math.round((leave.t - views[index]!.t) / 1000));
  }
});

test("a visitor's views carry no user id", async ({ page, request }) => {
  const sid = randomUUID();
  await browseAs(page, sid);
  await viewing(page, () => openHydrated(page, '/help'));
  await expect.poll(async () => (await events(request, sid)).length).toBe(1);
  expect((await events(request, sid))[0]).toMatchObject({ kind: 'view', path: '/help', sid, uid: null, mid: null });
});

test('a user reading a news item for about 3 s stores an article trace with spent 3', async ({ page, request }) => {
  const sid = randomUUID();
  await browseAs(page, sid, await logIn(request));
  await viewing(page, () => openHydrated(page, '/news'));
  const { link } = await newsItemLink(page);
  await viewing(page, () => link.click());
  const title = (await page.getByTestId('news-detail').locator('h1').textContent())!.trim();
  const artId = Number(/\/news\/(\d+)/.exec(page.url())![1]);
  const opened = Date.now();
  // Reading: the test waits out the seconds it measures, and reads the real time it waited.
  await page.waitForTimeout(3000);
  await viewing(page, () => page.locator('a[href="/"]').first().click());
  const read = Math.round((Date.now() - opened) / 1000);

  await expect
    .poll(async () => (await events(request, sid)).filter((event) => event.kind === 'article').length, { timeout: 15_000 })
    .toBe(1);
  const article = (await events(request, sid)).find((event) => event.kind === 'article')!;
  expect(article).toMatchObject({ artType: 'news', artId, artTitle: title });
  expect(article.spent).toBeGreaterThanOrEqual(2);
  expect(article.spent).toBeLessThanOrEqual(Math.max(4, read));
  // After the stored trace the article data is cleared: leaving the next page reports no second reading.
  await viewing(page, () => openHydrated(page, '/help'));
  await expect.poll(async () => (await events(request, sid)).filter((event) => event.kind === 'leave').length).toBe(3);
  expect((await events(request, sid)).filter((event) => event.kind === 'article')).toHaveLength(1);
});
