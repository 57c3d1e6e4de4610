import { expect, type Locator, type Page } from '@playwright/test';
import { openHydrated } from './support';
import { visitorTest as test } from './visitor-tab';

// A modal dialog keeps the keyboard inside: Tab and Shift+Tab cycle through its controls and never reach the
// page behind it (nor leave the page: Chromium's native <dialog> lets Tab out to the browser's UI from the last
// control); Escape closes it and focus returns to the button that opened it.

async function focusStaysInside(page: Page, key: 'Tab' | 'Shift+Tab', dialog: Locator) {
  const outside: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press(key);
    const where = await dialog.evaluate((node) => {
      const active = document.activeElement;
      return active && active !== node && node.contains(active) ? null : `${active?.tagName} ${active?.textContent?.slice(0, 20)}`;
    });
    if (where) outside.push(`${key} #${i + 1}: ${where}`);
  }
  expect(outside).toEqual([]);
}

async function checkTrap(page: Page, opener: Locator, dialog: Locator) {
  await opener.evaluate((node) => node.setAttribute('data-opener', ''));
  await opener.click();
  await expect(dialog).toBeVisible();
  await focusStaysInside(page, 'Tab', dialog);
  await focusStaysInside(page, 'Shift+Tab', dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-opener'))).toBe(true);
}

test('the booking dialog keeps focus inside; Escape closes it and focus returns to its button', async ({ visitorPage: page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const products = (await (await request.post('/api/news/pub/product/listPaged', { data: { pageSize: 1 } })).json()) as {
    list: { id: number }[];
  };
  await openHydrated(page, `/product/${products.list[0]!.id}`);
  await checkTrap(page, page.getByTestId('booking-open').first(), page.getByTestId('booking-dialog'));
});

test('the chat dialog keeps focus inside; Escape closes it and focus returns to 在线咨询', async ({ visitorPage: page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openHydrated(page, '/information');
  const consult = page.getByRole('button', { name: '在线咨询' });
  await expect(consult).toBeEnabled();
  await checkTrap(page, consult, page.getByRole('dialog', { name: '在线咨询' }));
});

test('dialogs are native modal <dialog> elements: the page behind is inert, a click beside closes it', async ({ visitorPage: page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openHydrated(page, '/news');
  await page.getByTestId('booking-float').click();
  await expect(page.getByTestId('booking-dialog')).toBeVisible();
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  // A click beside the dialog lands on its backdrop and closes it; nothing behind receives it.
  await page.mouse.click(10, 450);
  await expect(page.getByTestId('booking-dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/news');
});
