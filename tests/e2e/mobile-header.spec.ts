import { expect, type Page } from '@playwright/test';
import { manifests, openHydrated, tenantUrl } from './support';
import { visitorTest as test } from './visitor-tab';

// At 390 px the header fits the window (nothing clipped, nothing off-screen) and a menu button opens every nav
// item, the News home, the hotline and the login entry; each item there navigates, and Escape closes the menu.

const headerFits = (page: Page) =>
  page.locator('[data-layout] > header').evaluate((header) => {
    const wide = [header, ...header.querySelectorAll('*')].filter(
      (node) => node.scrollWidth > node.clientWidth && getComputedStyle(node).overflowX !== 'visible',
    );
    const out = [...header.querySelectorAll('*')].filter((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
    });
    return [
      ...(header.scrollWidth > header.clientWidth ? [`header ${header.scrollWidth} > ${header.clientWidth}`] : []),
      ...wide.map((node) => `scrolls: ${node.tagName} ${node.textContent?.slice(0, 20)}`),
      ...out.map((node) => `off-screen: ${node.tagName} ${node.textContent?.slice(0, 20)}`),
    ];
  });

for (const tenant of ['main', 'kunlun', 'erp', 'jycic', 'treasure', 'jizhibao']) {
  for (const path of ['/', '/news', '/help']) {
    test(`at 390 px the header of ${tenant} ${path} fits the window`, async ({ visitorPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHydrated(page, tenantUrl(tenant, path));
      expect(await headerFits(page)).toEqual([]);
    });
  }
}

const main = manifests().find((tenant) => tenant.id === 'main')!;

test('at 390 px the menu holds every nav item, the News home, the hotline and the login link; each navigates', async ({
  visitorPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const items = [
    ...main.nav.filter((item) => !item.external).map((item) => ({ label: item.label, url: item.url })),
    { label: '新闻', url: '/news' },
  ];
  for (const item of items) {
    await openHydrated(page, '/information');
    const open = page.getByTestId('mobile-menu-open');
    await expect(open).toBeVisible();
    await open.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: main.hotline })).toHaveAttribute('href', /^tel:/);
    await expect(menu.getByRole('link', { name: '登录' })).toBeVisible();
    await menu.getByRole('navigation').getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.url === '/' ? '/$' : `${item.url}$`}`));
    await expect(menu).toHaveCount(0);
  }
});

test('at 390 px the menu of a landing tenant lists its nav; Escape closes it and focus returns to the button', async ({
  visitorPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const erp = manifests().find((tenant) => tenant.id === 'erp')!;
  await openHydrated(page, tenantUrl('erp'));
  await page.getByTestId('mobile-menu-open').click();
  const menu = page.getByTestId('mobile-menu');
  for (const item of erp.nav) await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('mobile-menu-open')).toBeFocused();
});
