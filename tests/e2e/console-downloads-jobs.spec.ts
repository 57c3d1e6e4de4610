import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { EDITOR, ADMIN, PDF, consoleAs, serious, savedId } from './console-support';
import { openHydrated, tenantUrl, watchErrors } from './support';

// The console's downloads and jobs end to end: the demo admin uploads a file of the download area and publishes
// it, and a user downloads that file from the area's list; the demo editor writes a position, and a visitor reads
// it on the recruit page until it is withdrawn. Both are shown only in lists: no preview is offered.

test('an admin publishes a download with its file, and a user downloads that file from the list', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `隧道监控量测记录表 ${Date.now()}`;
  const admin = await consoleAs(browser, ADMIN, 'downloads');
  await admin.getByTestId('console-material-create').click();
  await admin.getByTestId('material-title').fill(title);
  await admin.getByTestId('material-dir').selectOption({ index: 2 });
  const dirId = await admin.getByTestId('material-dir').inputValue();
  // Saving without a file is stopped in the form.
  await admin.getByTestId('material-save').click();
  await expect(admin.getByText('请上传资料文件')).toBeVisible();
  await admin.getByTestId('material-file-file').setInputFiles({ name: '监控量测记录表.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(admin.getByTestId('material-file')).toHaveText('监控量测记录表.pdf');
  // A file of another type is refused by its bytes, whatever its name says.
  await admin
    .getByTestId('material-file-file')
    .setInputFiles({ name: 'fake.zip', mimeType: 'application/zip', buffer: Buffer.from('GIF89a not a zip') });
  await expect(admin.getByText('上传失败')).toBeVisible();
  await expect(admin.getByTestId('material-file')).toHaveText('监控量测记录表.pdf');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('material-save').click();
  await savedId(admin, 'downloads');
  await expect(admin.getByTestId('material-state')).toContainText('草稿');
  await expect(admin.getByTestId('material-preview')).toHaveCount(0);

  const list = tenantUrl('main', `/information/download/${dirId}?keyword=${encodeURIComponent(title)}`);
  const visitor = await (await browser.newContext()).newPage();
  await openHydrated(visitor, list);
  await expect(visitor.getByTestId('download-row')).toHaveCount(0);

  await admin.getByTestId('material-publish').click();
  await expect(admin.getByTestId('material-state')).toContainText('已发布');

  const errors = watchErrors(visitor);
  await registerThroughUi(visitor);
  await openHydrated(visitor, list);
  const row = visitor.getByTestId('download-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('file-type')).toHaveText('pdf');
  const [download] = await Promise.all([visitor.waitForEvent('download'), row.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toBe('监控量测记录表.pdf');
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
  expect(errors).toEqual([]);

  await admin.getByTestId('material-unpublish').click();
  await admin.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(admin.getByTestId('material-state')).toContainText('已下线');
  await openHydrated(visitor, list);
  await expect(visitor.getByTestId('download-row')).toHaveCount(0);
});

test('an editor publishes a position, and a visitor reads it on the recruit page until it is withdrawn', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `隧道监测工程师 ${Date.now()}`;
  const editor = await consoleAs(browser, EDITOR, 'jobs');
  await editor.getByTestId('console-job-create').click();
  await editor.getByTestId('job-title').fill(title);
  await editor.getByTestId('job-city').selectOption('NJ');
  await editor.getByTestId('job-department').fill('监测中心');
  await editor.getByTestId('job-salary').fill('12-18K');
  await editor.getByTestId('job-headcount').fill('3');
  await editor.getByTestId('rich-text').click();
  await editor.keyboard.type('负责隧道施工期的监控量测。');
  expect(await serious(editor)).toEqual([]);
  await editor.getByTestId('job-save').click();
  await savedId(editor, 'jobs');
  await expect(editor.getByTestId('job-preview')).toHaveCount(0);

  const page = tenantUrl('main', '/recruit?city=NJ');
  const visitor = await (await browser.newContext()).newPage();
  const errors = watchErrors(visitor);
  await openHydrated(visitor, page);
  await expect(visitor.getByTestId('job').filter({ hasText: title })).toHaveCount(0);

  await editor.getByTestId('job-publish').click();
  await expect(editor.getByTestId('job-state')).toContainText('已发布');
  // A visitor's page comes from the page cache, which follows the content version within a second or so.
  const job = visitor.getByTestId('job').filter({ hasText: title });
  await expect(async () => {
    await openHydrated(visitor, page);
    await expect(job).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await job.locator('summary').click();
  await expect(job.getByTestId('job-description')).toContainText('负责隧道施工期的监控量测。');
  expect(errors).toEqual([]);

  await editor.getByTestId('job-unpublish').click();
  await editor.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(editor.getByTestId('job-state')).toContainText('已下线');
  await expect(async () => {
    await openHydrated(visitor, page);
    await expect(job).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
