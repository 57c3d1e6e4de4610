import { expect, test } from '@playwright/test';
import { EDITOR, consoleAs, serious } from './console-support';

// The console shows the tenders read-only with where each was published: an editor finds notices by their words
// and stage, and each title opens the page visitors see.

test('an editor looks tenders up by keyword and stage and sees each one’s source, read-only', async ({ browser }) => {
  const page = await consoleAs(browser, EDITOR, 'tenders');
  await expect(page.getByRole('heading', { level: 2, name: '招标公告' })).toBeVisible();
  const rows = page.getByTestId('console-tender-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('console-tender-source').first()).not.toBeEmpty();
  expect(await serious(page), 'axe on the tenders').toEqual([]);
  // Nothing to edit: no create button and no form field of a notice.
  await expect(page.getByRole('button', { name: /新建|保存/ })).toHaveCount(0);

  await page.getByTestId('console-tender-stage').selectOption('0104');
  await expect(page.getByTestId('console-tender-total')).toBeVisible();
  await expect.poll(async () => new Set(await rows.locator('td:nth-child(2)').allTextContents())).toEqual(new Set(['中标结果']));

  const title = (await rows.first().getByRole('link').textContent())!.trim();
  const keyword = title.slice(0, 6);
  const box = page.getByTestId('console-tender-search').getByRole('searchbox');
  await box.fill(keyword);
  await box.press('Enter');
  await expect.poll(async () => (await rows.getByRole('link').allTextContents()).every((text) => text.includes(keyword))).toBe(true);

  const link = rows.first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/tender\/detail\/\d+\/[a-z_]+\/0104$/);
  const [visitorPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText(title);
  await page.context().close();
});
