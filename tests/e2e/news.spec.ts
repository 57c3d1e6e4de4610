import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { openHydrated, watchErrors } from './support';

// A visitor browses the news end to end; a logged-in reader praises, favourites and finds it all
// in the personal centre. Everything runs against the real server and its seeded demo content.

const currentPage = (page: Page) => page.getByTestId('pagination').locator('[aria-current="page"]');

test('a visitor browses home → column → page 3 → detail → tag → related item, and back returns to page 3', async ({ page }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/');
  const column = page.getByTestId('digest-NEWS').locator('section').first();
  const columnName = (await column.locator('h3').textContent())!;
  await column.getByRole('link', { name: '更多' }).click();
  await expect(page.locator('h1')).toHaveText(columnName);
  await expect(page).toHaveURL(/\/news\/list\/\d+$/);

  await page.getByTestId('pagination').getByRole('link', { name: '第 3 页' }).click();
  await expect(page).toHaveURL(/\/news\/list\/\d+\/3$/);
  await expect(currentPage(page)).toHaveText('3');
  const firstOnPage3 = page.getByTestId('news-list').locator('h2 a').first();
  const title = (await firstOnPage3.textContent())!;
  await firstOnPage3.click();

  await expect(page.getByTestId('news-detail').locator('h1')).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/news\/list\/\d+\/3$/);
  await expect(currentPage(page)).toHaveText('3');
  await expect(page.getByTestId('news-list').locator('h2 a').first()).toHaveText(title);
  await page.goForward();
  await expect(page.getByTestId('news-detail').locator('h1')).toHaveText(title);

  const tag = page.getByTestId('news-tags').locator('a').first();
  const tagName = (await tag.textContent())!;
  await tag.click();
  await expect(page.locator('h1')).toHaveText(`标签：${tagName}`);
  await page.getByTestId('news-list').locator('h2 a').first().click();
  const related = page.getByTestId('news-related').locator('a').first();
  const relatedTitle = (await related.textContent())!;
  await related.click();
  await expect(page.getByTestId('news-detail').locator('h1')).toHaveText(relatedTitle);
  await expect(page).toHaveTitle(/计量支付云平台$/);
  expect(errors).toEqual([]);
});

test('column filters live in the URL: project type and time narrow the list and reset the page', async ({ page }) => {
  await openHydrated(page, '/news/list/1/2');
  const total = async () => Number(/共 (\d+) 条/.exec((await page.getByTestId('pagination').textContent()) ?? '')?.[1] ?? 0);
  const all = await total();
  await page.getByTestId('project-type-filter').getByRole('link', { name: '公路工程' }).click();
  await expect(page).toHaveURL(/\/news\/list\/1\?projectType=ROAD$/);
  await expect(page.getByTestId('project-type-filter').locator('[aria-current="true"]')).toHaveText('公路工程');
  const rows = await page.getByTestId('news-list').locator('li').count();
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThan(all);
  await page.getByTestId('time-filter').getByRole('link', { name: '近三天' }).click();
  await expect(page).toHaveURL(/projectType=ROAD&days=3$/);
  await expect(page.getByTestId('time-filter').locator('[aria-current="true"]')).toHaveText('近三天');
});

test('the information search trims, caps at 30 with a counter, submits on Enter and clearing resets', async ({ page }) => {
  await openHydrated(page, '/information');
  const box = page.getByTestId('information-search');
  const input = box.getByRole('searchbox');
  const unfiltered = await page.getByTestId('news-list').locator('li').first().textContent();
  await input.fill('混'.repeat(40));
  await expect(input).toHaveValue('混'.repeat(30));
  await expect(box.getByTestId('search-counter')).toHaveText('30/30');
  await input.fill('  混凝土  ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/information\?keyword=%E6%B7%B7%E5%87%9D%E5%9C%9F$/);
  await expect(page.getByTestId('search-summary')).toContainText('混凝土');
  const titles = await page.getByTestId('news-list').locator('h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('混凝土');
  await expect(page.getByTestId('news-list').locator('mark').first()).toHaveText('混凝土');
  await box.getByTestId('search-clear').click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('news-list').locator('li').first()).toHaveText(unfiltered!);
});

test('the server-rendered news detail carries its title, body text and SEO meta', async ({ request }) => {
  const api = await request.post('/api/news/pub/get', { data: { id: 5 } });
  const { model } = (await api.json()) as {
    model: { title: string; content: string; seoKeyword: string; seoDesc: string; seoTitle: string };
  };
  const response = await request.get('/news/5');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const firstParagraph = /<p>([^<]{10,40})/.exec(model.content)![1]!;
  expect(html).toContain(`<h1>${model.title}</h1>`);
  expect(html).toContain(firstParagraph);
  expect(html).toContain(`<title>${model.seoTitle || model.title} - 计量支付云平台</title>`);
  expect(html).toContain(`<meta name="description" content="${model.seoDesc}" />`);
  expect(html).toContain(`<meta name="keywords" content="${model.seoKeyword}" />`);
  expect(html).toContain('<link rel="canonical" href="http://localhost');
});

test('unknown and malformed news ids are the 404 page', async ({ page }) => {
  for (const url of ['/news/99999', '/news/abc', '/detail/0', '/news/list/99999']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  }
});

test('a visitor who praises is asked to log in and comes back to the article', async ({ page }) => {
  await openHydrated(page, '/news/5');
  await page.getByTestId('praise').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录后才能点赞和收藏');
  await dialog.getByTestId('confirm').click();
  await expect(page).toHaveURL(/\/login\?logidUrl=%2Fnews%2F5$/);
});

test('a logged-in reader praises and favourites, and finds them with the read history in the personal centre', async ({ page }) => {
  await registerThroughUi(page);
  await openHydrated(page, '/news/7');
  const title = (await page.getByTestId('news-detail').locator('h1').textContent())!;
  const praise = page.getByTestId('praise');
  const before = Number(/(\d+)$/.exec((await praise.textContent())!)![1]);
  await praise.click();
  await expect(praise).toHaveAttribute('aria-pressed', 'true');
  await expect(praise).toHaveText(`已点赞 · ${before + 1}`);
  await page.getByTestId('favorite').click();
  await expect(page.getByTestId('favorite')).toHaveText('已收藏');
  await page.reload();
  await expect(page.getByTestId('praise')).toHaveAttribute('aria-pressed', 'true');

  await openHydrated(page, '/personalCenter/content');
  await expect(page.getByTestId('my-favorite')).toContainText(title);
  await page.getByTestId('my-content-tabs').getByRole('link', { name: '我的点赞' }).click();
  await expect(page.getByTestId('my-praise')).toContainText(title);
  await page.getByTestId('my-content-tabs').getByRole('link', { name: '阅读记录' }).click();
  await expect(page).toHaveURL(/list=history/);
  await expect(page.getByTestId('my-history')).toContainText(title);
  await page.getByTestId('my-history').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/news\/7$/);

  await page.getByTestId('favorite').click();
  await expect(page.getByTestId('favorite')).toHaveText('收藏');
  await openHydrated(page, '/personalCenter?list=favorite');
  await expect(page.getByText('还没有收藏内容')).toBeVisible();
});
