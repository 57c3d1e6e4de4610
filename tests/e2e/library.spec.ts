import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CallReply } from '../../shared/calls/define-call';
import type { downloadCalls } from '../../shared/calls/downloads';
import type { LibraryType } from '../../shared/calls/enums';
import type { jobCalls } from '../../shared/calls/jobs';
import type { libraryCalls } from '../../shared/calls/library';
import { submitPasswordLogin } from './account-support';
import { openHydrated, watchErrors } from './support';

type CategoryTreeResponse = CallReply<typeof libraryCalls.catTree>;
type DocListResponse = CallReply<typeof libraryCalls.docListPaged>;
type DownloadListResponse = CallReply<typeof downloadCalls.listPaged>;
type JobCityResponse = CallReply<typeof jobCalls.cities>;

// Standards, policies, papers, downloads and jobs, against the real server and its seeded demo
// content. The API is only read to learn ids and expected counts; the pages are driven as a visitor would.

async function post<T>(request: APIRequestContext, url: string, body: unknown): Promise<T> {
  const response = await request.post(`/api${url}`, { data: body });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

const docs = (request: APIRequestContext, body: { docType: LibraryType; catId?: number; pageSize?: number }) =>
  post<DocListResponse>(request, '/news/pub/docListPaged', body);

/** A category of a library type holding more than one page of documents. */
async function bigCategory(request: APIRequestContext, catType: LibraryType) {
  const tree = await post<CategoryTreeResponse>(request, '/cat/dir/getTree', { catType });
  const category = tree.list.find((node) => node.count > 10);
  expect(category, 'a category with two pages').toBeTruthy();
  return category!;
}

const titles = (page: Page) => page.getByTestId('library-list').locator('h2 a').allInnerTexts();

test('a standard opens through /front/normContent/{id}, naming its main path as canonical', async ({ page, request }) => {
  const errors = watchErrors(page);
  const [standard] = (await docs(request, { docType: 'standard', pageSize: 1 })).list;
  const response = await openHydrated(page, `/front/normContent/${standard!.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/front/normContent/${standard!.id}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/standard/detail/${standard!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(standard!.title);
  await expect(page.getByTestId('doc-number')).toHaveText(standard!.number);
  await expect(page).toHaveTitle(new RegExp(standard!.number.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  await expect(page.getByTestId('doc-facts')).toContainText(standard!.issuer);
  await expect(page.getByTestId('doc-body')).not.toBeEmpty();
  await expect(page.getByTestId('doc-neighbours')).toContainText('上一篇');
  expect(errors).toEqual([]);
});

test('a standard category keeps its page in the URL, and the back button returns to it', async ({ page, request }) => {
  const category = await bigCategory(request, 'standard');
  await openHydrated(page, `/standard/${category.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expect(page).toHaveTitle(new RegExp(`^${category.name} - `));
  await expect(page.getByTestId('category-menu').locator('[aria-current="true"]')).toContainText(category.name);
  const first = await titles(page);

  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(new RegExp(`/standard/${category.id}/2$`));
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
  const second = await titles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second).not.toEqual(first);

  // The same page straight from the address bar.
  const direct = await page.context().newPage();
  await openHydrated(direct, `/standard/${category.id}/2`);
  expect(await titles(direct)).toEqual(second);
  await direct.close();

  await page.getByTestId('library-list').locator('h2 a').first().click();
  await expect(page).toHaveURL(/\/standard\/detail\/\d+$/);
  await expect(page.getByTestId('library-detail')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/standard/${category.id}/2$`));
  await expect.poll(() => titles(page)).toEqual(second);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/standard/${category.id}$`));
  await expect.poll(() => titles(page)).toEqual(first);
});

test('standards are searchable by number, with the match marked', async ({ page }) => {
  await openHydrated(page, '/standard');
  await page.getByTestId('library-search').getByRole('searchbox').fill('50300');
  await page.getByTestId('library-search').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/standard\?keyword=50300$/);
  await expect(page.getByTestId('library-total')).toContainText('“50300”共找到');
  await expect(page.getByTestId('library-list').locator('mark').first()).toHaveText('50300');
});

test('policies filtered by project type show only that type, as many as the filter says', async ({ page }) => {
  await openHydrated(page, '/policy');
  const chip = page.getByTestId('project-type-filter').getByRole('link', { name: /^公路工程（\d+）$/ });
  const count = Number(/（(\d+)）/.exec(await chip.innerText())![1]);
  expect(count).toBeGreaterThan(0);
  await chip.click();
  await expect(page).toHaveURL(/\/policy\?projectType=ROAD$/);
  await expect(page.getByTestId('project-type-filter').locator('[aria-current="true"]')).toHaveText(`公路工程（${count}）`);
  await expect(page.getByTestId('library-total')).toHaveText(`共 ${count} 条`);
  const types = page.getByTestId('doc-project-type');
  await expect(types).toHaveCount(Math.min(count, 10));
  for (const text of await types.allInnerTexts()) expect(text).toBe('公路工程');

  await page
    .getByTestId('project-type-filter')
    .getByRole('link', { name: /^全部（\d+）$/ })
    .click();
  await expect(page).toHaveURL(/\/policy$/);
});

test('a paper opens from the list with its authors, journal and keywords', async ({ page }) => {
  await openHydrated(page, '/paper');
  const link = page.getByTestId('library-list').locator('h2 a').first();
  const title = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/paper\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const facts = page.getByTestId('doc-facts');
  await expect(facts).toContainText('作者');
  await expect(facts).toContainText('期刊');
  await expect(facts).toContainText('关键词');
  await expect(page.getByTestId('doc-summary')).toContainText('摘要');
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} - `));
});

test('a visitor asking for a full text or a file is asked to log in first', async ({ page, request }) => {
  const [policy] = (await docs(request, { docType: 'policy', pageSize: 1 })).list;
  await openHydrated(page, `/policy/detail/${policy!.id}`);
  await page.getByTestId('doc-download').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录后才能下载');
  await dialog.getByRole('button', { name: '取消', exact: true }).filter({ hasText: '取消' }).click();
  await expect(dialog).toHaveCount(0);

  await openHydrated(page, '/information/download');
  await page.getByTestId('download-row').first().getByTestId('download').click();
  await expect(page.getByRole('dialog')).toContainText('登录后才能下载');
  await page.getByRole('dialog').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\?logidUrl=%2Finformation%2Fdownload$/);
});

test('a logged-in user downloads a file and a standard’s full text', async ({ page, request }) => {
  const files = await post<DownloadListResponse>(request, '/news/pub/download/listPaged', { pageSize: 1 });
  const file = files.list[0]!;

  // A visitor's download leads through the login page and back to the list.
  await openHydrated(page, '/information/download');
  await page.getByTestId('download-row').first().getByTestId('download').click();
  await page.getByRole('dialog').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await submitPasswordLogin(page, '13800000001', 'Demo1234');
  await expect(page).toHaveURL(/\/information\/download$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const row = page.getByTestId('download-row').first();
  await expect(row).toContainText(file.title);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${file.title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.|^${file.fileName}$`));
  expect(await download.failure()).toBeNull();

  const [standard] = (await docs(request, { docType: 'standard', pageSize: 1 })).list;
  await openHydrated(page, `/standard/detail/${standard!.id}`);
  const [fullText] = await Promise.all([page.waitForEvent('download'), page.getByTestId('doc-download').click()]);
  expect(fullText.suggestedFilename()).toContain(standard!.title);
  expect(await fullText.failure()).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Both downloads, and the standard read, are listed in the personal centre.
  await openHydrated(page, '/personalCenter?list=download');
  await expect(page.getByTestId('my-download')).toContainText(file.title);
  await expect(page.getByTestId('my-download')).toContainText(standard!.title);
  await page.getByTestId('my-content-tabs').getByRole('link', { name: '阅读记录' }).click();
  await expect(page.getByTestId('my-history')).toContainText(standard!.title);
});

test('the download area has its directory tree, the most downloaded files and a paged list', async ({ page }) => {
  await openHydrated(page, '/information/download');
  const dirs = page.getByTestId('download-dirs');
  await expect(dirs.locator('[aria-current="true"]')).toContainText('全部资料');
  await expect(page.getByTestId('top-downloads').locator('li')).not.toHaveCount(0);
  const dir = dirs.locator('ul ul a').first();
  const name = (await dir.locator('span').innerText()).trim();
  await dir.click();
  await expect(page).toHaveURL(/\/information\/download\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} - `));
  await expect(page.getByTestId('download-row').first()).toContainText(name);
});

test('jobs are filtered by city, and a job opens from the keyboard', async ({ page, request }) => {
  const cities = await post<JobCityResponse>(request, '/news/pub/job/getJobCity', {});
  const city = cities.list.find((item) => item.count > 0)!;
  await openHydrated(page, '/recruit');
  await page
    .getByTestId('city-filter')
    .getByRole('link', { name: `${city.name}（${city.count}）` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/recruit\\?city=${city.code}$`));
  await expect(page.getByTestId('jobs-total')).toHaveText(`${city.name}共 ${city.count} 个开放职位`);
  const jobs = page.getByTestId('job');
  await expect(jobs).toHaveCount(Math.min(city.count, 10));
  for (const text of await page.getByTestId('job-city').allInnerTexts()) expect(text).toBe(city.name);

  const first = jobs.first();
  await expect(first.getByTestId('job-description')).toBeHidden();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByTestId('job-description')).toBeVisible();
  await expect(first).toContainText('招聘人数');

  // A code no city has reads as every city.
  await openHydrated(page, '/recruit?city=ZZZZ');
  await expect(page.getByTestId('city-filter').locator('[aria-current="true"]')).toContainText('全部城市');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('library, download and job pages have no horizontal overflow', async ({ page, request }) => {
    const category = await bigCategory(request, 'standard');
    const [standard] = (await docs(request, { docType: 'standard', pageSize: 1 })).list;
    const [policy] = (await docs(request, { docType: 'policy', pageSize: 1 })).list;
    const [paper] = (await docs(request, { docType: 'paper', pageSize: 1 })).list;
    const paths = [
      '/standard',
      `/standard/${category.id}/2`,
      `/standard/detail/${standard!.id}`,
      '/policy?projectType=ROAD',
      `/policy/detail/${policy!.id}`,
      '/paper',
      `/paper/detail/${paper!.id}`,
      '/information/download',
      '/recruit',
    ];
    for (const path of paths) {
      await openHydrated(page, path);
      if (path === '/recruit') await page.getByTestId('job').first().locator('summary').click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
