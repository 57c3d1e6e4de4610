import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { CallReply } from '../../shared/calls/define-call';
import type { tenderCalls } from '../../shared/calls/tender';
import { registerThroughUi } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated, watchErrors } from './support';

// Using the tender list: its sort lives in the address (reload keeps it, an unknown one reads as
// newest), a logged-in user exports the filtered list and the .xlsx reads back with the filters on top, and a
// keyword search marks the keyword in the body's passage under each title.

type ListReply = CallReply<typeof tenderCalls.listPaged>;

async function firstTitles(request: APIRequestContext, body: Record<string, unknown>): Promise<string[]> {
  const response = await request.post('/api/ai/pub/bid/listPaged', { data: { ...body, pageSize: 3 } });
  return ((await response.json()) as ListReply).list.map((item) => item.title);
}

/** axe's serious and critical findings on the page as it is. */
const seriousViolations = async (page: Page) =>
  (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

const shownTitles = (page: Page) => page.getByTestId('tender-list').getByRole('heading').allTextContents();

test('the list sorts by amount with the sort in the address; reload keeps it; an unknown sort is newest', async ({ page, request }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/tender');
  const sorts = page.getByTestId('tender-sort');
  await expect(sorts.getByRole('link', { name: '最新发布' })).toHaveAttribute('aria-current', 'true');

  await sorts.getByRole('link', { name: '金额从高到低' }).click();
  await expect(page).toHaveURL(/\/tender\?sort=amount$/);
  const byAmount = await firstTitles(request, { sort: 'amount' });
  await expect(page.getByTestId('tender-list').getByRole('heading').first()).toContainText(byAmount[0]!);
  const shown = await shownTitles(page);
  byAmount.forEach((title, index) => expect(shown[index]).toContain(title));

  // The server render honours it: a reload shows the same order, the link still current.
  await page.reload();
  await expect(sorts.getByRole('link', { name: '金额从高到低' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('tender-list').getByRole('heading').first()).toContainText(byAmount[0]!);
  expect(await seriousViolations(page)).toEqual([]);

  // A filter keeps the sort; the keyboard reaches the sort links.
  await sorts.getByRole('link', { name: '金额从低到高' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=amountAsc/);

  await openHydrated(page, '/tender?sort=price');
  await expect(sorts.getByRole('link', { name: '最新发布' })).toHaveAttribute('aria-current', 'true');
  const newest = await firstTitles(request, {});
  await expect(page.getByTestId('tender-list').getByRole('heading').first()).toContainText(newest[0]!);
  await expect(page.getByTestId('ignored-filters')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a logged-in user exports the filtered list; the .xlsx holds the filters on top and the same rows', async ({ page, request }) => {
  await registerThroughUi(page);
  await openHydrated(page, `/tender/all/440000?keyword=${encodeURIComponent('工程')}&sort=amount`);
  const total = Number((await page.getByTestId('tender-total').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  await page.getByTestId('export-search').click();
  const dialog = page.getByRole('dialog', { name: '导出招标信息' });
  await expect(dialog.getByTestId('export-cap')).toContainText('10000');
  await expect(dialog.getByLabel('Excel 表格（.xlsx）')).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^招标信息-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getCell('A2').text).toBe('筛选条件：关键词：工程；地区：广东省；排序：金额从高到低');
  expect(sheet.getCell('A5').text).toBe('编号');
  const ids: number[] = [];
  sheet.eachRow((row, number) => {
    if (number > 5) ids.push(Number(row.getCell(1).value));
  });
  expect(ids).toHaveLength(total);

  const api = (await (
    await request.post('/api/ai/pub/bid/listPaged', { data: { keyword: '工程', regionCode: '440000', sort: 'amount', pageSize: 20 } })
  ).json()) as ListReply;
  expect(ids.slice(0, 20)).toEqual(api.list.map((item) => item.id));
});

test('a visitor asked to export is asked to log in first', async ({ page }) => {
  await openHydrated(page, '/tender');
  await page.getByTestId('export-search').click();
  await expect(page.getByRole('dialog')).toContainText('登录后才能订阅招标信息或导出列表');
});

test('a keyword search marks the keyword in the passage of the body under a title', async ({ page }) => {
  await openHydrated(page, `/tender?keyword=${encodeURIComponent('工程')}`);
  const passage = page
    .getByTestId('tender-list')
    .locator('p')
    .filter({ has: page.locator('mark') })
    .first();
  await expect(passage).toBeVisible();
  await expect(passage.locator('mark').first()).toHaveText('工程');
});
