import { expect, test, type Page } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { openHydrated } from './support';

// The floating service stack and the auto consult popup stay clear of the controls they used to cover: the
// footer's links and filing line at 390 and 1366 px, and a composer's send button (the stack is not shown on
// pages with a composer of their own). Escape closes the popup; the popup never becomes the page's LCP element
// and nothing late shifts the layout.

const FLOATING = '[data-testid="service-widget"] button, [data-testid="consult-popup"]';
const FOOTER = 'footer a, [data-testid="filings"]';

/** Pairs of a shown floating box and a target box that intersect. */
function overlaps(page: Page, floating: string, targets: string): Promise<string[]> {
  return page.evaluate(
    ([floatingSelector, targetSelector]) => {
      const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const label = (element: Element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 24)}"`;
      const found: string[] = [];
      for (const over of document.querySelectorAll(floatingSelector!)) {
        if (!shown(over)) continue;
        const a = over.getBoundingClientRect();
        for (const under of document.querySelectorAll(targetSelector!)) {
          if (!shown(under)) continue;
          for (const b of under.getClientRects()) {
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
              found.push(`${label(over)} covers ${label(under)}`);
          }
        }
      }
      return found;
    },
    [floating, targets],
  );
}

async function toBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The popup checks the footer in an animation frame, which the installed clock runs.
  await page.clock.runFor(100);
}

async function openPopup(page: Page, url: string) {
  await page.clock.install();
  const setting = page.waitForResponse('**/api/crm/sdm/open/setting/get');
  await openHydrated(page, url);
  const model = (await (await setting).json()).model as { autoDelayed: number };
  await page.clock.fastForward(model.autoDelayed * 1000 + 1000);
  await expect(page.getByTestId('consult-popup')).toBeVisible();
}

for (const width of [390, 1366]) {
  test(`at ${width} px the service stack and the consult popup leave the footer's links and filing line free; Escape closes the popup`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await openPopup(page, '/news');
    expect(await overlaps(page, FLOATING, FOOTER)).toEqual([]);
    await toBottom(page);
    await expect(page.locator(FLOATING).filter({ visible: true }).first()).toBeVisible();
    // The popup steps aside on the scroll's next frame and re-render: on a busy machine, after the first look.
    await expect.poll(() => overlaps(page, FLOATING, FOOTER)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('consult-popup')).toHaveCount(0);
  });

  test(`at ${width} px nothing floats over the AI conversation's send button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openHydrated(page, `/login?logidUrl=${encodeURIComponent('/Conversation?tool=writing')}`);
    await submitPasswordLogin(page, '13800000001', 'Demo1234');
    await expect(page).toHaveURL(/\/Conversation/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('ai-prompt').fill('问题');
    await expect(page.getByTestId('ai-send')).toBeVisible();
    for (const scroll of ['top', 'bottom']) {
      if (scroll === 'bottom') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await overlaps(page, FLOATING, '[data-testid="ai-send"]')).toEqual([]);
    }
    // The page has a composer of its own: the stack is not shown at all.
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
  });
}

test('at 390 px the stack is one button that opens it; Escape folds it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/news');
  const toggle = page.getByTestId('service-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('booking-float')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('booking-float')).toBeVisible();
  await expect(page.getByRole('button', { name: '在线咨询' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('booking-float')).toBeHidden();
});

interface Observed {
  lcp: { inPopup: boolean; size: number }[];
  shifts: number[];
}

test('the consult popup opening after 30 s is no LCP candidate and shifts nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const seen: Observed = { lcp: [], shifts: [] };
    (window as unknown as { __observed: Observed }).__observed = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        seen.lcp.push({ inPopup: entry.element?.closest('[data-testid="consult-popup"]') != null, size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install();
  const setting = page.waitForResponse('**/api/crm/sdm/open/setting/get');
  await openHydrated(page, '/news');
  const model = (await (await setting).json()).model as { autoDelayed: number };
  await page.waitForTimeout(500);
  const before = await page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
  expect(before.lcp.length).toBeGreaterThan(0);
  await page.clock.fastForward(model.autoDelayed * 1000 + 1000);
  const popup = page.getByTestId('consult-popup');
  await expect(popup).toBeVisible();
  await popup.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  // Paint timing entries arrive a frame or two after the paint; give them a moment of real time.
  await page.waitForTimeout(500);
  const after = await page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
  expect(after.lcp.filter((entry) => entry.inPopup)).toEqual([]);
  expect(after.shifts.slice(before.shifts.length)).toEqual([]);
});
