import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freshPhone } from './account-support';
import { manifests, openHydrated, tenantUrl, watchErrors } from './support';

// Each tenant's imagery, accounts and chrome come from its manifest and theme. The news
// banner has a picture, course covers are drawn (not the clips' test patterns), the booking thank-you names the
// tenant's own WeChat account, and brand layouts' inner pages have a nav, a breadcrumb and a login link.

const common = JSON.parse(readFileSync('locales/zh-cn/common.json', 'utf8')) as {
  booking: Record<'phone' | 'userName' | 'submit', string>;
};
const tenantOf = (id: string) => manifests().find((tenant) => tenant.id === id)!;

/** The image has been fetched and decoded (a lazy one once scrolled to). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
}

test('the home page news banner shows the tenant manifest illustration', async ({ page }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/');
  const art = page.getByTestId('banner-lead').getByTestId('banner-art');
  await expect(art).toHaveAttribute('src', tenantOf('main').imagery.newsBanner);
  await expectLoaded(art);
  const box = await art.boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

test('course covers are drawn covers, not frames of the test-pattern clips', async ({ page }) => {
  await openHydrated(page, '/video');
  const covers = page.getByTestId('video-card').locator('img');
  await expect(covers.first()).toBeVisible();
  const sources = await covers.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
  expect(sources.length).toBeGreaterThan(5);
  for (const src of sources) {
    expect(src).toMatch(/\/cover\/course-\d+\.svg$/);
    expect(src).not.toMatch(/clip-\d+\.jpg/);
  }
  await expectLoaded(covers.first());
});

async function book(page: Page, url: string) {
  await openHydrated(page, url);
  await page.getByTestId('booking-open').first().click();
  const dialog = page.getByTestId('booking-dialog');
  await dialog.getByLabel(common.booking.phone).fill(freshPhone());
  await dialog.getByLabel(common.booking.userName).fill('Brand Visitor');
  await dialog.getByRole('button', { name: common.booking.submit }).click();
  const thanks = dialog.getByTestId('booking-thanks');
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  return thanks;
}

for (const id of ['erp', 'jizhibao']) {
  test(`booking on ${id} names ${id}'s own WeChat account, not the main brand's`, async ({ page }) => {
    const own = tenantOf(id).weChat;
    const main = tenantOf('main').weChat;
    expect(own.name).not.toBe(main.name);
    const thanks = await book(page, tenantUrl(id, `/${id}`));
    await expect(thanks).toContainText(own.name);
    await expect(thanks).not.toContainText(main.name);
    await expect(thanks.getByTestId('booking-qr')).toHaveAttribute('aria-label', new RegExp(own.name));
  });
}

for (const id of ['kunlun', 'jycic']) {
  for (const path of ['/tender', '/help']) {
    test(`${id} ${path} has a nav with links, a breadcrumb and a login link`, async ({ page }) => {
      const tenant = tenantOf(id);
      await openHydrated(page, tenantUrl(id, path));
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', id);
      const header = page.getByTestId('brand-header');
      const nav = header.getByRole('navigation');
      await expect(nav.getByRole('link')).toHaveCount(tenant.nav.length);
      await expect(nav.getByRole('link', { name: tenant.nav[0]!.label })).toHaveAttribute('href', tenant.nav[0]!.url);
      const crumb = page.getByTestId('breadcrumb');
      await expect(crumb).toBeVisible();
      await expect(crumb.getByRole('link').first()).toBeVisible();
      const login = header.getByTestId('login-links').getByRole('link').first();
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute('href', new RegExp(`^/${tenant.login.route}\\?`));
    });
  }

  test(`${id}'s branded login entrance keeps its plain header`, async ({ page }) => {
    await openHydrated(page, tenantUrl(id, `/${tenantOf(id).login.route}`));
    await expect(page.getByTestId('brand-header').getByRole('navigation')).toHaveCount(0);
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
  });
}
