import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freshPhone, submitPasswordLogin } from './account-support';
import { openHydrated, tenantUrl } from './support';

// Book a demo: the dialog opens from the landing and product pages, shows each SPEC §5 message,
// books, gives way to the QR code about half a second later, and the booking reaches the operators' list.

const validation = JSON.parse(readFileSync('locales/zh-cn/validation.json', 'utf8')) as Record<string, string>;
const common = JSON.parse(readFileSync('locales/zh-cn/common.json', 'utf8')) as {
  booking: Record<'title' | 'phone' | 'userName' | 'userIdentity' | 'position' | 'submit' | 'done', string>;
};
const server = JSON.parse(readFileSync('locales/zh-cn/server.json', 'utf8')) as { booking: { phoneLimit: string } };
const OPERATOR_MAIN = '13800000010';

const dialog = (page: Page) => page.getByTestId('booking-dialog');

async function openFrom(page: Page, url: string) {
  await openHydrated(page, url);
  await page.getByTestId('booking-open').first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading')).toHaveText(common.booking.title);
}

async function fill(page: Page, values: { phone?: string; userName?: string; position?: string }) {
  const form = dialog(page);
  if (values.phone !== undefined) await form.getByLabel(common.booking.phone).fill(values.phone);
  if (values.userName !== undefined) await form.getByLabel(common.booking.userName).fill(values.userName);
  if (values.position !== undefined) await form.getByLabel(common.booking.position).fill(values.position);
}

const submit = (page: Page) => dialog(page).getByRole('button', { name: common.booking.submit }).click();

test('a landing page books a demo: each §5 message, then the QR code, and the booking in the desk', async ({ page }) => {
  await openFrom(page, tenantUrl('main', '/erp'));
  await submit(page);
  await expect(dialog(page).getByRole('alert')).toHaveText([validation.phoneRequired!, validation.userNameRequired!]);
  await fill(page, { phone: '12345', userName: '   ' });
  await submit(page);
  await expect(dialog(page).getByRole('alert')).toHaveText([validation.phoneFormat!, validation.userNameRequired!]);

  const phone = freshPhone();
  const name = `Visitor ${phone.slice(-4)}`;
  await fill(page, { phone, userName: `  ${name} `, position: 'PM' });
  await dialog(page).getByLabel(common.booking.userIdentity).selectOption('JL');
  await submit(page);
  await expect(dialog(page).getByTestId('booking-thanks')).toBeVisible({ timeout: 15_000 });
  const qr = dialog(page).getByTestId('booking-qr');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  expect(await qr.getAttribute('width')).toBe('300');
  await dialog(page).getByRole('button', { name: common.booking.done }).click();
  await expect(dialog(page)).toHaveCount(0);

  await openHydrated(page, '/login');
  await submitPasswordLogin(page, OPERATOR_MAIN, 'Demo1234');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, '/serviceDesk');
  await page.getByTestId('desk-tab-bookings').click();
  const row = page.getByTestId('booking-table').locator('tr', { hasText: phone });
  await expect(row).toBeVisible();
  await expect(row).toContainText(name);
  await expect(row).toContainText('/erp');
  await expect(row).toContainText('uet');

  // 导出 CSV fetches the file with the session and hands it to the browser as a download.
  const download = page.waitForEvent('download');
  await page.getByTestId('bookings-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text).toContain(phone);
});

test('the product page opens the dialog; the form is empty on reopening; a refused booking keeps the form', async ({ page, request }) => {
  const products = (await (await request.post('/api/news/pub/product/listPaged', { data: { pageSize: 1 } })).json()) as {
    list: { id: number }[];
  };
  await openFrom(page, `/product/${products.list[0]!.id}`);
  await fill(page, { phone: '13800000000', userName: 'someone' });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.getByTestId('booking-open').first().click();
  await expect(dialog(page).getByLabel(common.booking.phone)).toHaveValue('');
  await expect(dialog(page).getByLabel(common.booking.userName)).toHaveValue('');

  // The server's refusal (a phone over its daily cap) shows as an error toast and the form stays filled.
  const phone = freshPhone();
  for (let i = 0; i < 3; i++) {
    const answer = await request.post('/api/crm/sales/open/sem/reservation', {
      data: { phone, userName: 'cap', sourcePage: '/', channel: 'baidu' },
    });
    expect(((await answer.json()) as { code: string }).code).toBe('30000');
  }
  await fill(page, { phone, userName: 'again' });
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: server.booking.phoneLimit.replace('{{max}}', '3') })).toBeVisible();
  await expect(dialog(page).getByTestId('booking-form')).toBeVisible();
  await expect(dialog(page).getByLabel(common.booking.phone)).toHaveValue(phone);
});

test('the service widget opens the dialog, full width at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openHydrated(page, '/news');
  await page.getByTestId('service-toggle').click();
  await page.getByTestId('booking-float').click();
  await expect(dialog(page)).toBeVisible();
  const box = await dialog(page).boundingBox();
  expect(box?.width).toBe(390);
});

test('a tenant that takes no bookings shows no booking button', async ({ page }) => {
  await openHydrated(page, tenantUrl('kunlun', '/'));
  await expect(page.getByTestId('service-widget')).toBeAttached();
  await expect(page.getByTestId('booking-open')).toHaveCount(0);
  await expect(page.getByTestId('booking-float')).toHaveCount(0);
});
