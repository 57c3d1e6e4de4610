import { expect, test } from '@playwright/test';
import { openHydrated, watchErrors } from './support';

// /search: one box across the hub, results grouped by SPEC §9 content type labels, matches marked.

test('searching 混凝土 finds it inside longer phrases, grouped by content type, with the match marked', async ({ page }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/search');
  await expect(page.getByText('输入关键词后按回车开始搜索。')).toBeVisible();
  const input = page.getByTestId('site-search').getByRole('searchbox');
  await input.fill(' 混凝土 ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E6%B7%B7%E5%87%9D%E5%9C%9F$/);

  const filters = page.getByTestId('search-type-filter');
  for (const label of ['资讯', '标准规范', '政策法规', '论文', '招标公告']) await expect(filters).toContainText(label);
  for (const type of ['news', 'standard', 'paper']) {
    const group = page.getByTestId(`search-group-${type}`);
    await expect(group).toBeVisible();
    await expect(group.locator('mark').first()).toHaveText('混凝土');
  }
  // Longer phrases such as 预拌混凝土 or 混凝土结构 are found, not only the bare word.
  const titles = await page.getByTestId('search-results').locator('h3').allTextContents();
  expect(titles.some((title) => /\S混凝土|混凝土\S/.test(title))).toBe(true);

  await page
    .getByTestId('search-group-standard')
    .getByRole('link', { name: /查看全部标准规范/ })
    .click();
  await expect(page).toHaveURL(/type=standard/);
  await expect(page.getByTestId('search-type-filter').locator('[aria-current="true"]')).toContainText('标准规范');
  await expect(page.getByTestId('search-group-news')).toHaveCount(0);
  const first = page.getByTestId('search-hits-standard').locator('h3 a').first();
  await first.click();
  await expect(page).toHaveURL(/\/standard\/detail\/\d+$/);
  expect(errors).toEqual([]);
});

test('a keyword nothing matches says so, and an empty box shows the hint', async ({ page }) => {
  await openHydrated(page, '/search?keyword=zzqqxxyy');
  await expect(page.getByText('没有找到与“zzqqxxyy”相关的内容')).toBeVisible();
  await page.getByTestId('site-search').getByTestId('search-clear').click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('输入关键词后按回车开始搜索。')).toBeVisible();
});
