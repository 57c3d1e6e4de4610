import { expect, test } from '@playwright/test';
import { findRoute } from '../../src/engine/routes';
import { manifests, PORT, rgb, tenantUrl, theme, watchErrors } from './support';

const BRAND_LAYOUTS = ['kunlun', 'nantou', 'qibao', 'treasure', 'udebank', 'jycic', 'neisheng', 'gezhouba'];

for (const tenant of manifests()) {
  const entry = findRoute(tenant.entry ?? 'home')!;
  const layout = entry.layout ?? tenant.layout;
  const colours = theme(tenant.theme).colors;

  test(`tenant ${tenant.id} renders its own layout, logo, title and colours`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(tenantUrl(tenant.id));
    await expect(page).toHaveURL(new RegExp(`${entry.path === '/' ? '/' : entry.path}$`));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
    const logo = page.getByTestId('tenant-logo').locator('img');
    await expect(logo).toHaveAttribute('src', tenant.logo.desktop);
    await expect(logo).toHaveAttribute('alt', tenant.logo.alt);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(tenant.title));
    const headerBg = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBg).toBe(rgb(colours.headerBg));
    const bodyBg = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bodyBg).toBe(rgb(colours.pageBg));
    expect(errors).toEqual([]);
  });

  test(`tenant ${tenant.id} at 390 px uses the mobile logo and fits the width`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl(tenant.id));
    const logo = page.getByTestId('tenant-logo').locator('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(tenant.logo.mobile);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (BRAND_LAYOUTS.includes(layout)) {
      await expect(page.getByTestId('brand-title')).toBeHidden();
      await expect(page.getByTestId('brand-footer')).toBeHidden();
    }
  });
}

test('a production host name resolves to its tenant (exact hostname first)', async ({ page }) => {
  await page.goto(`http://kl.example.org:${PORT}/`);
  await expect(page).toHaveURL(/\/kllogin$/);
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/kunlun.svg');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://kl.example.org/kllogin');
});

test('an unknown host gets the main site', async ({ page }) => {
  await page.goto(`http://unknown.example.com:${PORT}/`);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'home');
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/main.svg');
});

test('a stored customLoginDomain brands a host that matches no tenant', async ({ page }) => {
  await page.goto(`http://unknown.example.com:${PORT}/login`);
  await page.evaluate(() => localStorage.setItem('customLoginDomain', 'nt.example.org'));
  await page.reload();
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/nantou.svg');
  const brandText = theme('nantou').colors.primaryText;
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(brandText));
  // The brand's title, keywords and description too, as its own host serves them (SPEC §6 tdk follows the tenant).
  const own = await (await page.request.get(`http://127.0.0.1:${PORT}/login`, { headers: { host: `nt.example.org:${PORT}` } })).text();
  const ownMeta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(own)?.[1];
  await expect(page).toHaveTitle(/<title>([^<]*)<\/title>/.exec(own)![1]!);
  await expect(page).toHaveTitle(/南岸投资工程管理平台/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ownMeta('description')!);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', ownMeta('keywords')!);
});

test('a link with ?customLoginDomain= stores the brand for this browser, and an empty one forgets it', async ({ page }) => {
  await page.goto(`http://unknown.example.com:${PORT}/login?customLoginDomain=nt.example.org&logidUrl=%2Fnews`);
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/nantou.svg');
  await expect(page).toHaveTitle(/南岸投资工程管理平台/);
  // Taken out of the address, the page's own parameters kept.
  await expect(page).toHaveURL(/\/login\?logidUrl=%2Fnews$/);
  expect(await page.evaluate(() => localStorage.getItem('customLoginDomain'))).toBe('nt.example.org');
  // A host no tenant owns changes nothing; an empty value forgets the brand.
  await page.goto(`http://unknown.example.com:${PORT}/login?customLoginDomain=evil.example.net`);
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/nantou.svg');
  await page.goto(`http://unknown.example.com:${PORT}/login?customLoginDomain=`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('customLoginDomain'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/main.svg');
  await expect(page).toHaveTitle(/计量支付云平台/);
});

test('view-source of a branded page already carries its brand (no flash of the main brand)', async ({ request }) => {
  // The API client cannot resolve *.localhost, so it names the tenant's host in the Host header.
  const response = await request.get(`http://127.0.0.1:${PORT}/treasurelogin`, { headers: { host: `treasure.localhost:${PORT}` } });
  const html = await response.text();
  expect(html).toContain('<html lang="zh-cn">');
  expect(html).toContain('/logos/treasure.svg');
  expect(html).toContain(theme('treasure').colors.headerBg);
  expect(html).not.toContain('/logos/main.svg');
});
