import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CallReply } from '../../shared/calls/define-call';
import type { learningCalls } from '../../shared/calls/learning';
import { registerThroughUi } from './account-support';
import { openHydrated, tenantUrl, watchErrors } from './support';

type VideoList = CallReply<typeof learningCalls.listNew>;
type CatList = CallReply<typeof learningCalls.catList>;

// A visitor opens a video and is asked to log in; a user plays it and
// seeks to the middle (a 206 range response, currentTime), favourites and stars it, finds it in the personal
// centre, and reopens it at the remembered position. The API is only read to pick a course.

async function post<T>(request: APIRequestContext, url: string, body: unknown = {}): Promise<T> {
  const response = await request.post(`/api${url}`, { data: body });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

const player = (page: Page) => page.getByTestId('video-player');
const currentTime = (page: Page) => player(page).evaluate((video: HTMLVideoElement) => video.currentTime);

test('/video lists the courses with covers and durations, by category, paged', async ({ page, request }) => {
  const errors = watchErrors(page);
  const cats = await post<CatList>(request, '/ai/pub/videoCat/list');
  const total = cats.list.reduce((sum, cat) => sum + cat.count, 0);
  await openHydrated(page, '/video');
  await expect(page.getByTestId('video-total')).toContainText(String(total));
  await expect(page.getByTestId('video-card')).toHaveCount(12);
  await expect(page.getByTestId('video-duration').first()).toHaveText(/^\d+:\d{2}$/);
  await expect(page.getByTestId('recommended-videos').getByRole('link').first()).toBeVisible();

  const cat = cats.list[1]!;
  await page
    .getByTestId('video-categories')
    .getByRole('link', { name: new RegExp(`^${cat.name}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/video/${cat.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.name);
  await expect(page.getByTestId('video-card')).toHaveCount(cat.count);
  await openHydrated(page, `/video/${cat.id}?sort=popular`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/video/${cat.id}$`));
  await expect(page).toHaveTitle(new RegExp(cat.name));

  await openHydrated(page, '/video/all/2?sort=popular');
  await expect(page.getByTestId('video-card')).toHaveCount(Math.min(12, total - 12));
  await expect(page.getByTestId('video-sorts').getByRole('link', { name: '最受欢迎' })).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
  expect((await page.request.get('/video/abc')).status()).toBe(404);
  expect((await page.request.get('/video/detail/99999')).status()).toBe(404);
});

test('a course page server-renders its title, lessons and canonical on branded tenants too', async ({ page, request }) => {
  const { list } = await post<VideoList>(request, '/ai/pub/videoRes/listNew', { pageSize: 1 });
  const course = list[0]!;
  for (const tenant of ['main', 'kunlun', 'erp']) {
    const response = await page.goto(tenantUrl(tenant, `/video/detail/${course.id}`));
    expect(response?.status(), tenant).toBe(200);
    const html = await response!.text();
    expect(html, tenant).toContain(`<h1>${course.title}</h1>`);
    expect(html, tenant).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/video/detail/${course.id}"`));
    expect(html, tenant).toContain('data-testid="lesson-list"');
  }
});

test('a visitor is asked to log in; a user plays, seeks by ranges, favourites and stars, finds it in the personal centre and resumes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const { list } = await post<VideoList>(request, '/ai/pub/videoRes/listNew', { pageSize: 50 });
  const course = list.find((item) => item.loginRequired)!;
  expect(course, 'a login-required course').toBeTruthy();
  const detail = `/video/detail/${course.id}`;

  // A visitor sees the cover and is asked to log in.
  await openHydrated(page, detail);
  await expect(page.getByTestId('video-locked')).toBeVisible();
  await expect(player(page)).toHaveCount(0);
  await page.getByTestId('video-login').click();
  await expect(page.getByRole('dialog')).toContainText('本课程需要登录后观看');
  await page.getByRole('dialog').getByText('取消', { exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A user plays it and seeks to the middle: the clip comes by ranges.
  await registerThroughUi(page);
  const ranged: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/ai/pub/videoRes/file/')) ranged.push(response.status());
  });
  await openHydrated(page, detail);
  await expect(player(page)).toBeVisible();
  await player(page).evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.3);
  const middle = await player(page).evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        const target = video.duration / 2;
        video.addEventListener('seeked', () => resolve(target), { once: true });
        video.currentTime = target;
      }),
  );
  expect(Math.abs((await currentTime(page)) - middle)).toBeLessThan(1.5);
  expect(ranged).toContain(206);
  const saved = page.waitForResponse((response) => response.url().includes('/videoRes/savePosition'));
  await player(page).evaluate((video: HTMLVideoElement) => video.pause());
  await saved;
  const stoppedAt = Math.floor(await currentTime(page));
  await expect(page.getByTestId('lesson-resume').first()).toBeVisible();

  // Favourite and star it.
  const actions = page.getByTestId('video-actions');
  await actions.getByTestId('favorite').click();
  await expect(actions.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'true');
  await actions.getByTestId('praise').click();
  await expect(actions.getByTestId('praise')).toHaveAttribute('aria-pressed', 'true');
  await expect(actions.getByTestId('praise')).toContainText(String(course.starCount + 1));

  // The personal centre's study centre lists it under both.
  await openHydrated(page, '/personalCenter/studyCenter');
  const center = page.getByTestId('study-center');
  await expect(center.getByRole('link', { name: new RegExp(course.title) })).toBeVisible();
  await center.getByRole('link', { name: '点赞的课程' }).click();
  await expect(page.getByTestId('study-center-star').getByRole('link', { name: new RegExp(course.title) })).toBeVisible();

  // Its category's list marks it as the user's favourite (the private videoRes/listNew).
  await openHydrated(page, `/video/${course.catId}`);
  await expect(page.getByTestId('video-card').filter({ hasText: course.title }).getByTestId('video-favorited')).toBeVisible();
  await openHydrated(page, '/personalCenter/studyCenter');
  await center.getByRole('link', { name: '点赞的课程' }).click();

  // Reopened, the lesson resumes where it stopped.
  await page
    .getByTestId('study-center-star')
    .getByRole('link', { name: new RegExp(course.title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  await expect(player(page)).toBeVisible();
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(stoppedAt - 0.5);
  expect(Math.abs((await currentTime(page)) - stoppedAt)).toBeLessThan(1.5);
  await page.reload();
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(stoppedAt - 0.5);
  expect(errors).toEqual([]);
});

test('courses are found by the /video search, with the keyword counted per category for a user, and as a /search group', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { list } = await post<VideoList>(request, '/ai/pub/videoRes/listNew', { pageSize: 50 });
  const course = list.at(-1)!;
  const keyword = course.title.slice(0, 4);

  await registerThroughUi(page);
  await openHydrated(page, '/video');
  const union = page.waitForResponse((response) => response.url().includes('/api/ai/videoCat/unionSearchNew'));
  const box = page.getByTestId('video-search').getByRole('searchbox');
  await box.fill(keyword);
  await box.press('Enter');
  const { cats } = (await (await union).json()) as CallReply<typeof learningCalls.unionSearch>;
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
  await expect(page.getByTestId('video-card').filter({ hasText: course.title })).toBeVisible();
  const categories = page.getByRole('navigation', { name: `“${keyword}”在各分类中` });
  for (const cat of cats) await expect(categories.getByRole('link', { name: `${cat.name} ${cat.count}` })).toBeVisible();

  await openHydrated(page, `/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByTestId('search-type-filter')).toContainText('课程');
  const hit = page.getByTestId('search-hits-course').getByRole('link', { name: course.title });
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/video/detail/${course.id}$`));
  expect(errors).toEqual([]);
});
