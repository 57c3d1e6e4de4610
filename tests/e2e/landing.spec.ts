import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { submitPasswordLogin } from './account-support';
import { manifests, openHydrated, tenantUrl, theme, watchErrors } from './support';

// Landing and brand pages: each landing page has its own copy and product art in the theme's colours,
// a feature grid without an empty slot at any width, customer proof and the free-trial button; each brand login
// page shows its scene beside a login form that still works.

interface LandingStrings {
  brands: Record<string, { headline: string }>;
  products: Record<string, { name: string; art: string }>;
}
const strings = (JSON.parse(readFileSync('locales/zh-cn/pages.json', 'utf8')) as { landing: LandingStrings }).landing;

const LANDINGS = [
  { route: 'erp', product: 'erp', sibling: 'erppro', login: 'erplogin' },
  { route: 'erppro', product: 'erp', sibling: 'erp', login: 'erplogin' },
  { route: 'treasure', product: 'treasure', sibling: 'treasurepro', login: 'treasurelogin' },
  { route: 'treasurepro', product: 'treasure', sibling: 'treasure', login: 'treasurelogin' },
  { route: 'jizhibao', product: 'jizhibao', sibling: 'jizhibaopro', login: 'login' },
  { route: 'jizhibaopro', product: 'jizhibao', sibling: 'jizhibao', login: 'login' },
] as const;

/** The grid's item count and how many columns its CSS lays out at the current width. */
async function gridFill(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((grid) => ({
    items: grid.children.length,
    columns: getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length,
  }));
}

async function expectNoEmptySlot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  for (const grid of ['landing-features', 'landing-customers']) {
    await expect.poll(async () => (await gridFill(page, grid)).columns, { message: `${grid} columns at ${width} px` }).toBeGreaterThan(0);
    const { items, columns } = await gridFill(page, grid);
    expect(items, `${grid}: ${items} items in ${columns} columns at ${width} px`).toBeGreaterThanOrEqual(columns);
    expect(items % columns, `${grid}: ${items} items in ${columns} columns at ${width} px`).toBe(0);
  }
}

for (const landing of LANDINGS) {
  test(`landing /${landing.route}: its own title, art, full feature and customer grids, proof and free trial`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page, tenantUrl('main', `/${landing.route}`));
    const root = page.getByTestId(`landing-${landing.route}`);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText(strings.brands[landing.route]!.headline);
    await expect(root.getByRole('img', { name: strings.products[landing.product]!.art })).toBeVisible();
    await expect(root.getByTestId('landing-proof').locator('li')).not.toHaveCount(0);
    for (const width of [1280, 1100, 800, 390]) await expectNoEmptySlot(page, width);
    await expect(root.getByRole('img', { name: strings.products[landing.product]!.art })).toBeVisible();

    // The server render and the browser agree (no hydration warning) and nothing failed on the way.
    expect(errors).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(root.getByTestId('free-trial')).toHaveCount(2);
    await root.getByTestId('free-trial').first().click();
    await expect(page).toHaveURL(new RegExp(`/${landing.login}\\?.*formPage=${landing.route}`));
  });
}

test('a landing page links to the other edition of its product', async ({ page }) => {
  await openHydrated(page, tenantUrl('main', '/jizhibao'));
  await page.getByTestId('landing-edition').getByRole('link').click();
  await expect(page).toHaveURL(/\/jizhibaopro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.brands.jizhibaopro!.headline);
  await page.getByTestId('landing-edition').getByRole('link').click();
  await expect(page).toHaveURL(/\/jizhibao$/);
});

for (const tenant of ['erp', 'kunlun']) {
  test(`the landing art is drawn in the ${tenant} theme's colours`, async ({ page }) => {
    // Six pages in one test: a busy machine needs more than the default allowance.
    test.setTimeout(120_000);
    const primary = theme(manifests().find((manifest) => manifest.id === tenant)!.theme).colors.primary;
    for (const landing of LANDINGS) {
      await openHydrated(page, tenantUrl(tenant, `/${landing.route}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.brands[landing.route]!.headline);
      await expect(page.getByTestId('landing-art').locator(`[fill="${primary}"]`).first()).toBeAttached();
    }
  });
}

// Each brand login page on its own tenant, with an account that may log in there (organisation entrances
// admit their members only; see server/db/seed-data/accounts.json).
const BRAND_LOGINS = [
  { route: 'erplogin', tenant: 'erp', phone: '13800000004' },
  { route: 'treasurelogin', tenant: 'treasure', phone: '13800000001' },
  { route: 'udebanklogin', tenant: 'udebank', phone: '13800000004' },
  { route: 'qztlogin', tenant: 'quanzitong', phone: '13800000001' },
  { route: 'kllogin', tenant: 'kunlun', phone: '13800000002' },
  { route: 'ntlogin', tenant: 'nantou', phone: '13800000002' },
  { route: 'gzblogin', tenant: 'gezhouba', phone: '13800000004' },
] as const;

for (const login of BRAND_LOGINS) {
  test(`brand login /${login.route} shows its scene in the brand's colours and still logs in`, async ({ page }) => {
    const primary = theme(manifests().find((manifest) => manifest.id === login.tenant)!.theme).colors.primary;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page, tenantUrl(login.tenant, `/${login.route}`));
    const art = page.getByTestId('login-art');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    // The scene is an image the server draws in the theme of the host it is asked on.
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const scene = await art.evaluate(async (image: HTMLImageElement) => (await fetch(image.src)).text());
    expect(scene).toContain(`fill="${primary}"`);

    // Under 800 px the form comes first and the scene is left out.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(art).toBeHidden();
    await expect(page.getByTestId('password-form')).toBeVisible();

    await submitPasswordLogin(page, login.phone, 'Demo1234');
    await expect(page).toHaveURL(/\/personalCenter$/);
    await expect(page.getByTestId('profile')).toBeVisible();
  });
}
