import { expect, test, type Download, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerThroughUi } from './account-support';
import { openHydrated, watchErrors } from './support';

// The writing tools in the browser against the real server in offline drafting mode (no provider
// configured): a paper from its title to an exported .docx whose headings are read back, a pasted contract
// reviewed into cited risk notes, an upload of the wrong type refused with the text kept, a tender document
// from its form, and the list of the user's writings.

test.describe.configure({ timeout: 120_000 });

const CONTRACT = readFileSync(new URL('../../server/test-support/fixtures/sample-contract.txt', import.meta.url), 'utf8');

/** A downloaded .docx as mammoth reads it: its text, and its headings (paragraphs of a heading style) in order. */
async function readDocx(download: Download): Promise<{ text: string; headings: string[] }> {
  const path = join(tmpdir(), `ai-writing-${Date.now()}-${Math.random().toString(36).slice(2)}.docx`);
  await download.saveAs(path);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const text = (await mammoth.extractRawText({ path })).value;
  const html = (await mammoth.convertToHtml({ path })).value;
  const headings = [...html.matchAll(/<h(\d)[^>]*>(.*?)<\/h\1>/g)].map((match) => match[2]!.replace(/<[^>]+>/g, '').trim());
  return { text, headings };
}

async function exportDocx(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('writing-export').click()]);
  return readDocx(download);
}

test('a user writes a paper from its title to an exported .docx with its headings', async ({ page }) => {
  const errors = watchErrors(page);
  await registerThroughUi(page, '论文作者');
  await openHydrated(page, '/aipaper/index');
  await expect(page.getByTestId('papers-empty')).toBeVisible();
  await page.getByTestId('paper-new').first().click();
  await expect(page).toHaveURL(/\/aipaper\/create$/);

  // The form refuses an empty title with its own message.
  await page.getByTestId('paper-create').click();
  await expect(page.getByRole('alert').filter({ hasText: '请填写题目' })).toBeVisible();
  await page.getByLabel('题目').fill('城市轨道交通工程计量支付管理研究');
  await page.getByLabel('研究方向').fill('工程计量支付');
  await page.getByTestId('paper-create').click();

  // The outline streams in, then comes to the editor; the page says it is the offline drafting mode.
  await expect(page).toHaveURL(/\/aipaper\/create\?id=\d+/);
  await expect(page.getByTestId('ai-mode-banner')).toHaveAttribute('data-mode', 'offline');
  const rows = page.getByTestId('outline-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const drafted = await rows.count();
  expect(drafted).toBeGreaterThanOrEqual(3);

  // Rename the first heading, add one at the end, move it up one place, remove the second.
  await page.getByLabel('第 1 节标题').fill('绪论与研究背景');
  await page.getByTestId('outline-add').click();
  await expect(rows).toHaveCount(drafted + 1);
  await page.getByLabel(`第 ${drafted + 1} 节标题`).fill('结论与展望');
  await page.getByRole('button', { name: `第 ${drafted + 1} 节上移` }).click();
  await expect(page.getByLabel(`第 ${drafted} 节标题`)).toHaveValue('结论与展望');
  const removed = await page.getByLabel('第 2 节标题').inputValue();
  await page.getByRole('button', { name: '删除第 2 节' }).click();
  await expect(rows).toHaveCount(drafted);
  const outline = await rows.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await page.getByTestId('outline-next').click();

  // On to the sections: the first is drafted (streamed), edited and saved.
  await expect(page).toHaveURL(/\/aipaper\/edit\/\d+$/);
  const id = /\/edit\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByTestId('section-editor')).toContainText('绪论与研究背景');
  await page.getByTestId('draft-section').click();
  const text = page.getByTestId('section-text');
  await expect(text).not.toHaveValue('', { timeout: 30_000 });
  await expect(page.getByTestId('section-editor').getByTestId('ai-citations').getByRole('link').first()).toBeVisible();
  await text.fill(`${await text.inputValue()}\n\n本节由作者补充：计量支付以合同约定为准。`);
  await page.getByTestId('section-preview-tab').click();
  await expect(page.getByTestId('section-preview')).toContainText('本节由作者补充');
  await page.getByTestId('writing-save').click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' }).first()).toBeVisible();

  // The .docx has the title, the edited outline's headings in its order (not the removed one) and the edited text.
  const docx = await exportDocx(page);
  expect(docx.text).toContain('城市轨道交通工程计量支付管理研究');
  expect(docx.text).toContain('本节由作者补充');
  const places = outline.map((heading) => docx.headings.findIndex((line) => line.endsWith(heading)));
  expect(
    places.every((place) => place >= 0),
    `${JSON.stringify(outline)} in ${JSON.stringify(docx.headings)}`,
  ).toBe(true);
  expect(places).toEqual([...places].sort((a, b) => a - b));
  expect(docx.headings.some((line) => line.endsWith(removed))).toBe(false);
  expect(outline).toContain('绪论与研究背景');
  expect(outline).toContain('结论与展望');

  // The read view renders the sections and the references; another id is a clear not-found state.
  await openHydrated(page, `/aipaper/detail/${id}`);
  const view = page.getByTestId('paper-view');
  await expect(view.getByRole('heading', { name: /绪论与研究背景/ })).toBeVisible();
  await expect(view.getByTestId('paper-references').getByRole('link').first()).toBeVisible();
  await openHydrated(page, `/aipaper/detail/${Number(id) + 100000}`);
  await expect(page.getByTestId('writing-not-found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a pasted contract is reviewed into cited risk notes; a .pdf upload is refused and the text kept', async ({ page }) => {
  await registerThroughUi(page, '合同审查员');
  await openHydrated(page, '/contract');
  await expect(page.getByTestId('ai-mode-banner')).toHaveAttribute('data-mode', 'offline');
  const text = page.getByTestId('contract-text');
  await text.fill(CONTRACT);

  await page
    .getByTestId('contract-file')
    .setInputFiles({ name: '施工合同.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a contract') });
  await expect(page.getByTestId('contract-file-error')).toContainText('不是 .docx 或 .txt 文件');
  await expect(text).toHaveValue(CONTRACT);

  // A .txt upload is read by the server into the text box, in place of what was there.
  await text.fill('待替换的内容');
  await page
    .getByTestId('contract-file')
    .setInputFiles({ name: '滨江路施工合同.txt', mimeType: 'text/plain', buffer: Buffer.from(CONTRACT, 'utf8') });
  await expect(text).toHaveValue(/第一条 工程概况/, { timeout: 15_000 });
  await expect(page.getByTestId('contract-file-error')).toHaveCount(0);

  await page.getByTestId('contract-review').click();
  await expect(page).toHaveURL(/\/contract\?id=\d+/, { timeout: 30_000 });
  const notes = page.getByTestId('risk-note');
  await expect(notes.first()).toBeVisible();
  expect(await notes.count()).toBeGreaterThanOrEqual(5);
  const cited = notes.filter({ has: page.getByTestId('ai-citations').getByRole('link') });
  expect(await cited.count()).toBeGreaterThanOrEqual(5);
  const href = await cited.first().getByTestId('ai-citations').getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/(standard|policy|paper|help|news)/);

  // The review is a writing: reopened by its address, exported as .docx.
  await page.reload();
  await expect(notes.first()).toBeVisible();
  const docx = await exportDocx(page);
  expect(docx.text).toContain('滨江路施工合同');
});

test('a tender document from the form, then listed, filtered and deleted among the writings', async ({ page }) => {
  await registerThroughUi(page, '标书编写员');
  await openHydrated(page, '/aiTender/create');
  const form = page.getByTestId('tender-form');
  await page.getByTestId('tender-create').click();
  await expect(form.getByRole('alert').filter({ hasText: '请填写项目名称' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: '请选择评标办法' })).toBeVisible();
  await expect(form.getByLabel('标书名称')).toBeFocused();

  await form.getByLabel('标书名称').fill('滨江路改造工程施工招标文件');
  await form.getByLabel('项目名称').fill('滨江路综合管廊及道路改造工程');
  await form.getByLabel('招标类别').selectOption({ label: '工程建设' });
  await form.getByLabel('招标范围').fill('综合管廊土建、道路及排水工程施工');
  await form.getByLabel('资格要求').fill('市政公用工程施工总承包一级资质');
  await form.getByLabel('工期与进度').fill('计划工期 670 日历天');
  await form.getByLabel('评标办法').selectOption({ label: '综合评估法' });
  await page.getByTestId('tender-create').click();

  await expect(page).toHaveURL(/\/aiTender\/create\?id=\d+/);
  await expect(page.getByTestId('outline-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('outline-next').click();
  await expect(page.getByTestId('section-editor')).toBeVisible();
  await page.getByTestId('draft-section').click();
  await expect(page.getByTestId('section-text')).not.toHaveValue('', { timeout: 30_000 });
  const docx = await exportDocx(page);
  expect(docx.text).toContain('滨江路改造工程施工招标文件');
  expect(docx.headings.length).toBeGreaterThan(1);

  await openHydrated(page, '/aiWriteList');
  await expect(page.getByTestId('writing-row')).toHaveCount(1);
  await page.getByTestId('writing-filter').getByRole('link', { name: '论文' }).click();
  await expect(page.getByTestId('writings-empty')).toBeVisible();
  await page.getByTestId('writing-filter').getByRole('link', { name: '标书' }).click();
  const row = page.getByTestId('writing-row');
  await expect(row).toContainText('滨江路改造工程施工招标文件');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/aiTender\/create\?id=\d+/);
  await expect(page.getByTestId('section-editor')).toBeVisible();

  await openHydrated(page, '/aiWriteList');
  await page.getByRole('button', { name: /删除《滨江路改造工程施工招标文件》/ }).click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('writings-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: '写一篇论文' })).toBeVisible();
});

test('a review with the quota used up says so, with the way to earn more, and keeps the pasted contract', async ({ page }) => {
  await registerThroughUi(page, '额度用尽');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // The free allotment of contract reviews (3) is spent through the API.
  for (let use = 0; use < 3; use += 1) {
    const answer = await page.request.post('/api/ai/contract/review', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: `合同${use}`, text: CONTRACT },
    });
    expect((await answer.json()).code).toBe('30000');
  }
  await openHydrated(page, '/contract');
  await page.getByTestId('contract-text').fill(CONTRACT);
  await page.getByTestId('contract-review').click();
  const notice = page.getByTestId('ai-quota-short');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/personalCenter');
  await expect(page.getByTestId('contract-text')).toHaveValue(CONTRACT);
  await expect(page).toHaveURL(/\/contract$/);
});
