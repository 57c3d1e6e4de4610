import { expect, test } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { openHydrated, watchErrors } from './support';

// The personal centre is a navigation over its sections, one at a time, each at its own address:
// the navigation marks the current one, deep links and old links land on the right section, the back button
// goes back a section, and on a phone the navigation is a row of tabs that scrolls inside the page.

const SECTIONS = [
  ['基本资料', '/personalCenter', 'profile'],
  ['账号安全', '/personalCenter/security', 'double-auth-setting'],
  ['我的内容', '/personalCenter/content', 'my-content'],
  ['我的积分', '/personalCenter/points', 'personal-points'],
  ['招标订阅', '/personalCenter/tenderSubscriptions', 'tender-subscriptions'],
  ['关注的单位', '/personalCenter/tenderFollows', 'tender-follows'],
  ['收藏的招标', '/personalCenter/tenderFavorites', 'tender-favorites'],
  ['我的单位名称', '/personalCenter/tenderOrgNames', 'tender-org-names'],
  ['学习中心', '/personalCenter/studyCenter', 'study-center'],
] as const;

test('each section has its address, the navigation marks it, and the back button returns', async ({ page }) => {
  const errors = watchErrors(page);
  await registerThroughUi(page, '导航用户');
  await openHydrated(page, '/personalCenter');
  const nav = page.getByRole('navigation', { name: '个人中心栏目' });
  await expect(nav.getByRole('link')).toHaveText(SECTIONS.map(([label]) => label));
  for (const [label, path, testId] of SECTIONS) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.locator('[aria-current]')).toHaveText(label);
    await expect(page.getByTestId(testId)).toBeVisible();
    // One section at a time: the profile form is only in the first.
    if (testId !== 'profile') await expect(page.getByTestId('profile')).toHaveCount(0);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/personalCenter\/tenderOrgNames$/);
  await expect(nav.locator('[aria-current]')).toHaveText('我的单位名称');
  await expect(page.getByTestId('tender-org-names')).toBeVisible();
  expect(errors).toEqual([]);
});

test('deep links and old links open the right section; an unknown section is the 404 page', async ({ page }) => {
  await registerThroughUi(page, '深链用户');
  for (const [label, path, testId] of SECTIONS) {
    await openHydrated(page, path);
    await expect(page.getByTestId('personal-nav').locator('[aria-current]')).toHaveText(label);
    await expect(page.getByTestId(testId)).toBeVisible();
  }
  await openHydrated(page, '/personalCenter?list=download');
  await expect(page).toHaveURL(/\/personalCenter\/content\?list=download$/);
  await expect(page.getByTestId('my-content-tabs').locator('[aria-current]')).toHaveText('我的下载');
  await openHydrated(page, '/personalCenter/profile');
  await expect(page).toHaveURL(/\/personalCenter$/);
  const unknown = await page.goto('/personalCenter/nothing');
  expect(unknown?.status()).toBe(404);
});

test('on a phone the navigation is a row of tabs that scrolls sideways inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, '手机导航');
  await openHydrated(page, '/personalCenter/points');
  const nav = page.getByTestId('personal-nav');
  await expect(nav).toBeVisible();
  const current = nav.locator('[aria-current]');
  await expect(current).toHaveText('我的积分');
  const tabs = await nav.locator('ul').evaluate((list) => ({
    overflowX: getComputedStyle(list).overflowX,
    scrolls: list.scrollWidth > list.clientWidth,
    oneRow: new Set([...list.querySelectorAll('a')].map((link) => Math.round(link.getBoundingClientRect().top))).size,
  }));
  expect(tabs).toEqual({ overflowX: 'auto', scrolls: true, oneRow: 1 });
  // The current tab is scrolled into view, and nothing makes the page wider than the phone.
  await expect(current).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the subscription form fits its dialog: the two amounts side by side, nothing past its edge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, '手机订阅');
  await openHydrated(page, '/personalCenter/tenderSubscriptions');
  await page.getByTestId('new-subscription').click();
  const dialog = page.getByRole('dialog', { name: '新建招标订阅' });
  await dialog.getByLabel('最低金额（万元）').fill('50');
  await dialog.getByLabel('最高金额（万元）').fill('10');
  await dialog.getByTestId('save-subscription').click();
  await expect(dialog.getByText('最低金额不高于最高金额', { exact: false })).toBeVisible();
  const fit = await dialog.evaluate((node) => {
    const edge = node.getBoundingClientRect();
    const [min, max] = [...node.querySelectorAll('input[inputmode="decimal"]')].map((input) => input.getBoundingClientRect());
    return { scrolls: node.scrollWidth > node.clientWidth, inside: max!.right <= edge.right, sideBySide: min!.top === max!.top };
  });
  expect(fit).toEqual({ scrolls: false, inside: true, sideBySide: true });
});
