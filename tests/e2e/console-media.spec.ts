import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { EDITOR, ADMIN, PDF, consoleAs, serious, savedId } from './console-support';
import { openHydrated, tenantUrl, watchErrors } from './support';

// The console's files end to end: the demo admin writes a standard with its PDF and publishes it, and a user
// downloads that PDF from the standard's page; the demo editor makes a course of an uploaded video, and a visitor
// plays it and seeks in it (the video comes by ranges from the media storage).

const CLIP = join('server', 'db', 'seed-data', 'learning', 'clips', 'clip-2.mp4');

test('an admin publishes a standard with its PDF, and a user downloads that PDF from its page', async ({ browser }) => {
  test.setTimeout(150_000);
  const number = `JTG/T ${Date.now() % 100000}-2026`;
  const title = `公路隧道监控量测技术规程 ${Date.now()}`;
  const admin = await consoleAs(browser, ADMIN, 'standards');
  await admin.getByTestId('console-standard-create').click();
  await admin.getByTestId('standard-number').fill(number);
  await admin.getByTestId('standard-title').fill(title);
  await admin.getByTestId('standard-category').selectOption({ index: 1 });
  await admin.getByTestId('standard-status').selectOption('现行');
  await admin.getByTestId('standard-issuer').fill('交通运输部');
  await admin.getByTestId('standard-pdf-file').setInputFiles({ name: '监控量测规程.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(admin.getByTestId('standard-pdf')).toHaveText('监控量测规程.pdf');
  // A picture offered as the PDF is refused by its bytes, whatever its name says.
  await admin
    .getByTestId('standard-pdf-file')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
  await expect(admin.getByText('上传失败')).toBeVisible();
  await expect(admin.getByTestId('standard-pdf')).toHaveText('监控量测规程.pdf');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('standard-save').click();
  const id = await savedId(admin, 'standards');
  await expect(admin.getByTestId('standard-state')).toContainText('草稿');

  // A draft's page is a 404 for visitors.
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(tenantUrl('main', `/standard/detail/${id}`)))?.status()).toBe(404);

  await admin.getByTestId('standard-publish').click();
  await expect(admin.getByTestId('standard-state')).toContainText('已发布');

  // A user downloads the standard's PDF from its page: the file uploaded, under its number and title.
  const errors = watchErrors(visitor);
  await registerThroughUi(visitor);
  await openHydrated(visitor, tenantUrl('main', `/standard/detail/${id}`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByTestId('doc-download').click()]);
  expect(download.suggestedFilename()).toBe(`${number.replace('/', '_')} ${title}.pdf`);
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
  expect(errors).toEqual([]);

  // Withdrawn, the page is gone again.
  await admin.getByTestId('standard-unpublish').click();
  await admin.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(admin.getByTestId('standard-state')).toContainText('已下线');
  expect((await visitor.goto(tenantUrl('main', `/standard/detail/${id}`)))?.status()).toBe(404);
});

test('an editor makes a course of an uploaded video, and a visitor plays it and seeks by ranges', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `隧道监控量测实操 ${Date.now()}`;
  const editor = await consoleAs(browser, EDITOR, 'courses');
  await editor.getByTestId('console-course-create').click();
  await editor.getByTestId('course-title').fill(title);
  await editor.getByTestId('course-category').fill('隧道施工');
  await editor
    .getByTestId('course-lesson-file')
    .setInputFiles({ name: '第一课 洞口监测.mp4', mimeType: 'video/mp4', buffer: await readFile(CLIP) });
  await expect(editor.getByTestId('course-lesson-title')).toHaveValue('第一课 洞口监测');
  await expect(editor.getByTestId('course-lesson')).toContainText('0:16');
  // A file that is not a video is refused.
  await editor
    .getByTestId('course-lesson-file')
    .setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all') });
  await expect(editor.getByTestId('course-lesson')).toHaveCount(1);
  expect(await serious(editor)).toEqual([]);
  await editor.getByTestId('course-save').click();
  const id = await savedId(editor, 'courses');
  await editor.getByTestId('course-publish').click();
  await expect(editor.getByTestId('course-state')).toContainText('已发布');

  const visitor = await (await browser.newContext()).newPage();
  const errors = watchErrors(visitor);
  const ranged: number[] = [];
  visitor.on('response', (response) => {
    if (response.url().includes('/api/ai/pub/videoRes/file/')) ranged.push(response.status());
  });
  await openHydrated(visitor, tenantUrl('main', `/video/detail/${id}`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  const player = visitor.getByTestId('video-player');
  await expect(player).toBeVisible();
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  const time = () => player.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0.3);
  const target = await player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        const at = video.duration / 2;
        video.addEventListener('seeked', () => resolve(at), { once: true });
        video.currentTime = at;
      }),
  );
  expect(Math.abs((await time()) - target)).toBeLessThan(1.5);
  expect(ranged).toContain(206);
  expect(errors).toEqual([]);
});
