import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { tenderCalls, type TenderListItem } from '../../shared/calls/tender';
import { registerThroughUi, submitPasswordLogin } from './account-support';
import { openHydrated } from './support';

// A tender's page, for a logged-in reader of the seeded demo: its attachments are
// files to download (the right type, not empty, the size the list says), a result states one period in its
// table and its text, and the follow button's accessible name holds its visible label.

const READER = { account: '13800000001', password: 'Demo1234' };

async function firstTender(page: Page, body: Record<string, unknown>): Promise<TenderListItem> {
  const answer = await page.request.post(`${API_PREFIX}${callUrl(tenderCalls.listPaged)}`, { data: { ...body, page: 1, pageSize: 1 } });
  const { list } = (await answer.json()) as { list: TenderListItem[] };
  expect(list.length, JSON.stringify(body)).toBe(1);
  return list[0]!;
}

async function logIn(page: Page) {
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, READER.account, READER.password);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** axe's label-content-name-mismatch (an experimental rule, so asked for by name) on the page as it is. */
async function nameMismatches(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as { axe?: unknown }).axe)))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const { violations } = await run(document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
    return violations.flatMap((violation) => violation.nodes.map((node) => node.html));
  });
}

test('an announcement lists its attachments with their sizes, and each downloads a file of its type', async ({ page }) => {
  const tender = await firstTender(page, { engType: '0100', tradeCategory: 'ENGINEERING' });
  await logIn(page);
  await openHydrated(page, `/tenderDetails/${tender.id}`);
  const list = page.getByTestId('tender-attachments');
  const links = list.getByTestId('tender-attachment');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const first = links.first();
  await expect(first).toHaveText(/\.pdf$/);
  const sizeText = await list.locator('li').first().locator('small').innerText();
  expect(sizeText).toMatch(/^PDF 文档，\d+ KB$/);

  const answer = page.waitForResponse((response) => response.url().endsWith(callUrl(tenderCalls.attachment)));
  const download = page.waitForEvent('download');
  await first.click();
  const response = await answer;
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; /);
  const file = await download;
  expect(file.suggestedFilename()).toBe(await first.innerText());
  const bytes = readFileSync((await file.path())!);
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(Math.max(1, Math.round(bytes.length / 1024))).toBe(Number(/(\d+) KB/.exec(sizeText)![1]));
});

test("a result's candidates table and its text state the same period", async ({ page }) => {
  const tender = await firstTender(page, { engType: '0104', tradeCategory: 'ENGINEERING' });
  await logIn(page);
  await openHydrated(page, `/tenderDetails/${tender.id}`);
  const body = page.getByTestId('tender-body');
  await expect(body.locator('table')).toBeVisible();
  const headers = await body.locator('table thead th').allInnerTexts();
  const column = headers.indexOf('工期');
  expect(column).toBeGreaterThan(-1);
  const inTable = await body.locator('table tbody tr').first().locator('td').nth(column).innerText();
  const inText = /工期：([^；。]+)/.exec(await body.innerText())?.[1];
  expect(inTable).toMatch(/^\d+日历天$/);
  expect(inText).toBe(inTable);
});

test("the follow button's accessible name starts with its visible label, followed or not", async ({ page }) => {
  const tender = await firstTender(page, { engType: '0100', tradeCategory: 'ENGINEERING' });
  // A new account, so following changes no one else's list.
  await registerThroughUi(page);
  await openHydrated(page, `/tenderDetails/${tender.id}`);
  const follow = page.getByTestId('follow');
  await expect(follow).toBeVisible();
  const pressed = (await follow.getAttribute('aria-pressed')) === 'true';
  for (const state of [pressed, !pressed]) {
    await expect(follow).toHaveAttribute('aria-pressed', String(state));
    const label = (await follow.innerText()).trim();
    await expect(follow).toHaveAccessibleName(new RegExp(`^${label}`));
    expect(await nameMismatches(page)).toEqual([]);
    if (state === pressed) await follow.click();
  }
});
