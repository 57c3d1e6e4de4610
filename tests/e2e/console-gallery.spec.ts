import { expect, test, type Page } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { manifests, openHydrated, tenantUrl } from './support';

// The console's tenant gallery: the main tenant's admin sees a card per manifest, with its check, and opening one
// card loads that tenant's own pages in frames (its pages let the portal's tenants frame them), and only that card's.

const ADMIN = '13800000021';
const PASSWORD = 'Demo1234';

async function openGallery(page: Page) {
  await openHydrated(page, tenantUrl('main', `/login?logidUrl=${encodeURIComponent('/console/tenants')}`));
  await submitPasswordLogin(page, ADMIN, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/console/tenants');
  await expect(page.getByTestId('tenant-cards')).toBeVisible();
}

const violations = async (page: Page) =>
  (await axeViolations(page)).flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));

test('the admin sees every tenant with its check, and a card shows its home and login pages live', async ({ page }) => {
  test.setTimeout(90_000);
  const tenants = manifests();
  await openGallery(page);
  const cards = page.getByTestId('tenant-card');
  await expect(cards).toHaveCount(tenants.length);
  await expect(cards.first()).toHaveAttribute('data-tenant', 'main');
  await expect(page.getByTestId('gallery-summary')).toContainText(`${tenants.length} 个通过检查，0 个有错误`);
  await expect(page.getByTestId('gallery-check')).toContainText(`${tenants.length} tenant manifest(s) valid, 0 error(s).`);

  const kunlun = page.locator('[data-tenant="kunlun"]');
  const manifest = tenants.find((tenant) => tenant.id === 'kunlun')!;
  await expect(kunlun.getByRole('heading', { level: 3 })).toHaveText(manifest.title);
  await expect(kunlun.getByTestId('tenant-verdict')).toHaveText('通过检查');
  await expect(kunlun.getByRole('link', { name: 'kl.example.org' })).toHaveAttribute('href', 'https://kl.example.org/');
  await expect(kunlun.getByTestId('tenant-swatches').locator('li')).not.toHaveCount(0);
  // Nothing is framed before a card is opened.
  expect(page.frames()).toHaveLength(1);
  expect(await violations(page), 'axe on the gallery').toEqual([]);

  await kunlun.getByTestId('tenant-thumbnails').locator('summary').click();
  const frames = kunlun.locator('iframe');
  await expect(frames).toHaveCount(4);
  await expect(frames.first()).toHaveAttribute('loading', 'lazy');
  await expect(kunlun.getByTestId('tenant-frame-home-1366')).toHaveAttribute('src', tenantUrl('kunlun', '/'));
  await expect(kunlun.getByTestId('tenant-frame-login-390')).toHaveAttribute('src', tenantUrl('kunlun', '/kllogin'));
  // The tenant's own page runs in the frame: the server let it be framed by the console's origin.
  for (const testId of ['tenant-frame-home-1366', 'tenant-frame-home-390']) {
    const framed = kunlun.getByTestId(testId).contentFrame();
    await expect(framed.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
    expect(await framed.locator('html').evaluate(() => document.title)).toContain(manifest.title);
  }
  expect(page.frames().filter((frame) => frame.url().startsWith(tenantUrl('kunlun', '/'))).length).toBeGreaterThanOrEqual(2);
  expect(page.frames().every((frame) => frame === page.mainFrame() || frame.url().startsWith(tenantUrl('kunlun', '/')))).toBe(true);
  expect(await violations(page), 'axe with a card open').toEqual([]);
});

test('on a phone the cards stack and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGallery(page);
  const boxes = await page
    .getByTestId('tenant-card')
    .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getBoundingClientRect().x));
  expect(new Set(boxes).size).toBe(1);
  const kunlun = page.locator('[data-tenant="kunlun"]');
  await kunlun.getByTestId('tenant-thumbnails').locator('summary').click();
  await expect(kunlun.locator('iframe')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
