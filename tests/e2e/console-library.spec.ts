import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { EDITOR, ADMIN, PDF, consoleAs, serious, savedId } from './console-support';
import { openHydrated, tenantUrl, watchErrors } from './support';

// Policies and papers in the console end to end: the demo admin writes a shared policy with its 文号 and PDF, the
// demo editor a paper of main with its authors and keywords; once published a user reads each on its page and
// downloads the PDF uploaded; withdrawn, the page is gone.

/** A user downloads a document's file from its page: the PDF uploaded, under this name. */
async function downloadsPdf(visitor: Page, path: string, title: string, fileName: string) {
  await openHydrated(visitor, tenantUrl('main', path));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByTestId('doc-download').click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
}

test('an admin publishes a policy with its document number and PDF, and a user downloads it from its page', async ({ browser }) => {
  test.setTimeout(150_000);
  const docNumber = `建办标〔2026〕${Date.now() % 1000}号`;
  const title = `关于加强公路工程计量支付管理的通知 ${Date.now()}`;
  const admin = await consoleAs(browser, ADMIN, 'policies');
  await admin.getByTestId('console-policy-create').click();
  await admin.getByTestId('policy-title').fill(title);
  await admin.getByTestId('policy-doc-number').fill(docNumber);
  await admin.getByTestId('policy-region').fill('北京市');
  await admin.getByTestId('policy-issuer').fill('住房和城乡建设部办公厅');
  await admin.getByTestId('policy-category').selectOption({ index: 1 });
  await admin.getByTestId('policy-pdf-file').setInputFiles({ name: '计量支付通知.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(admin.getByTestId('policy-pdf')).toHaveText('计量支付通知.pdf');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('policy-save').click();
  const id = await savedId(admin, 'policies');
  await expect(admin.getByTestId('policy-state')).toContainText('草稿');

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(tenantUrl('main', `/policy/detail/${id}`)))?.status()).toBe(404);

  await admin.getByTestId('policy-publish').click();
  await expect(admin.getByTestId('policy-state')).toContainText('已发布');

  const errors = watchErrors(visitor);
  await registerThroughUi(visitor);
  await downloadsPdf(visitor, `/policy/detail/${id}`, title, `${docNumber} ${title}.pdf`);
  await expect(visitor.getByTestId('doc-number')).toHaveText(docNumber);
  expect(errors).toEqual([]);

  await admin.getByTestId('policy-unpublish').click();
  await admin.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(admin.getByTestId('policy-state')).toContainText('已下线');
  expect((await visitor.goto(tenantUrl('main', `/policy/detail/${id}`)))?.status()).toBe(404);
});

test('an editor publishes a paper with its authors, keywords and PDF, and a user reads and downloads it', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `隧道工程变更计量方法研究 ${Date.now()}`;
  const editor = await consoleAs(browser, EDITOR, 'papers');
  await editor.getByTestId('console-paper-create').click();
  await editor.getByTestId('paper-title').fill(title);
  await editor.getByTestId('paper-authors').fill('王建国，李明, 张华');
  await editor.getByTestId('paper-organisation').fill('中交第一公路勘察设计研究院');
  await editor.getByTestId('paper-journal').fill('公路交通科技');
  await editor.getByTestId('paper-keywords').fill('隧道、变更计量');
  await editor.getByTestId('paper-category').selectOption({ index: 1 });
  await editor.getByTestId('paper-abstract').fill('以某高速公路隧道为例，讨论设计变更的计量方法。');
  await editor.getByTestId('paper-pdf-file').setInputFiles({ name: '变更计量.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(editor.getByTestId('paper-pdf')).toHaveText('变更计量.pdf');
  expect(await serious(editor)).toEqual([]);
  await editor.getByTestId('paper-save').click();
  const id = await savedId(editor, 'papers');
  // Saved, the lists read back as the editor typed them, joined by 、.
  await expect(editor.getByTestId('paper-authors')).toHaveValue('王建国、李明、张华');
  await editor.getByTestId('paper-publish').click();
  await expect(editor.getByTestId('paper-state')).toContainText('已发布');

  const visitor = await (await browser.newContext()).newPage();
  const errors = watchErrors(visitor);
  await registerThroughUi(visitor);
  await downloadsPdf(visitor, `/paper/detail/${id}`, title, `${title}.pdf`);
  await expect(visitor.getByTestId('doc-facts')).toContainText('王建国');
  await expect(visitor.getByTestId('doc-facts')).toContainText('公路交通科技');
  expect(errors).toEqual([]);
});
