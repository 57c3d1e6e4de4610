import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, consoleAs, savedId, serious } from './console-support';
import { openHydrated, tenantUrl, watchErrors } from './support';

// The console's help articles end to end: the demo admin writes an article with a heading and a picture in a
// category, previews it, publishes it; a visitor finds it in the category's list, opens it, sees the heading in its
// table of contents and finds it by the help search; unpublished, its page is the not-found page.

/** The seeded help category 中期计量 (server/db/seed-data/packs/demo/help-categories.json). */
const CATEGORY = '22';
const HEADING = '导出前的检查';

const png = () =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer();

/** Opens `url` again until `check` passes: a visitor's page comes from the page cache, which follows within a second or so. */
async function eventually(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await openHydrated(page, url);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('an admin writes, previews and publishes a help article that a visitor finds, reads and searches, until it is withdrawn', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  // A word of its own, so that the help search finds this article and no other.
  const word = `Tessaly${stamp}`;
  const title = `中期计量报表导出 ${word}`;
  const number = `QA-${stamp}`;
  const admin = await consoleAs(browser, ADMIN, 'help');
  await expect(admin.getByTestId('console-help-create')).toBeVisible();
  expect(await serious(admin), 'axe on the help article list').toEqual([]);

  await admin.getByTestId('console-help-create').click();
  await admin.getByTestId('help-title').fill(title);
  await admin.getByTestId('help-category').selectOption(CATEGORY);
  await admin.getByTestId('help-summary').fill('导出中期计量报表前，核对本期数量与审批状态。');
  await admin.getByTestId('rich-text').click();
  await admin.getByTestId('rich-heading2').click();
  // The toolbar gives the focus back to the text a moment later: typing waits for it.
  await expect(admin.getByTestId('rich-heading2')).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByTestId('rich-text')).toBeFocused();
  await admin.keyboard.type(HEADING);
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('确认本期计量已全部审批通过。');
  await expect(admin.getByTestId('rich-text').locator('h2')).toHaveText(HEADING);
  await admin.getByTestId('rich-image-file').setInputFiles({ name: '导出按钮.png', mimeType: 'image/png', buffer: await png() });
  await expect(admin.locator('[data-testid=rich-text] img[alt="导出按钮"]')).toBeVisible();
  expect(await serious(admin), 'axe on the help article editor').toEqual([]);
  // Saving without a number, or with one an address cannot carry, is stopped in the form.
  await admin.getByTestId('help-save').click();
  await expect(admin.getByText('请填写文档编号')).toBeVisible();
  await admin.getByTestId('help-res-number').fill(`${number} 号`);
  await admin.getByTestId('help-save').click();
  await expect(admin.getByText('编号只能由字母、数字和连字符组成，最多 32 位')).toBeVisible();
  await admin.getByTestId('help-res-number').fill(number);
  await admin.getByTestId('help-save').click();
  const id = await savedId(admin, 'help');
  await expect(admin.getByTestId('help-state')).toContainText('草稿');

  // The draft through a preview link: the note says it is one, and the heading is in the table of contents.
  const page = tenantUrl('main', `/help/detail/${id}`);
  const [preview] = await Promise.all([admin.context().waitForEvent('page'), admin.getByTestId('help-preview').click()]);
  await preview.waitForURL(new RegExp(`/help/detail/${id}\\?preview=`));
  await expect(preview.getByTestId('help-article').locator('h1')).toHaveText(title);
  await expect(preview.getByTestId('preview-notice')).toContainText('预览');
  await expect(preview.getByTestId('help-toc').getByRole('link', { name: HEADING })).toBeVisible();
  await preview.close();
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(page))?.status()).toBe(404);

  await admin.getByTestId('help-publish').click();
  await expect(admin.getByTestId('help-state')).toContainText('已发布');

  // The visitor finds it at the top of its category's list (most recently updated first) and opens it.
  const errors = watchErrors(visitor);
  const row = visitor.getByTestId('help-list').getByRole('link', { name: title });
  await eventually(visitor, tenantUrl('main', `/help/${CATEGORY}`), () => expect(row).toBeVisible({ timeout: 1_000 }));
  await row.click();
  await expect(visitor).toHaveURL(new RegExp(`/help/detail/${id}$`));
  const article = visitor.getByTestId('help-article');
  await expect(article.locator('h1')).toHaveText(title);
  await expect(visitor.getByTestId('preview-notice')).toHaveCount(0);
  await expect(visitor.getByTestId('help-number')).toContainText(number);
  await expect(visitor.getByTestId('help-body').locator('img[alt="导出按钮"]')).toBeVisible();
  await visitor.getByTestId('help-toc').getByRole('link', { name: HEADING }).click();
  await expect(visitor.getByTestId('help-body').getByRole('heading', { name: HEADING })).toBeFocused();

  // The help search finds it by its word.
  await openHydrated(visitor, tenantUrl('main', '/help'));
  const box = visitor.getByTestId('help-search').getByRole('searchbox');
  await box.fill(word);
  await box.press('Enter');
  await expect(visitor.getByTestId('help-hits').getByRole('link', { name: title })).toBeVisible();
  expect(errors).toEqual([]);

  await admin.getByTestId('help-unpublish').click();
  await admin.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(admin.getByTestId('help-state')).toContainText('已下线');
  await eventually(visitor, page, () =>
    expect(visitor.getByTestId('error-notFound').getByRole('heading', { level: 1 })).toHaveText('抱歉，您访问的页面不存在', {
      timeout: 1_000,
    }),
  );
  expect((await visitor.goto(page))?.status()).toBe(404);
});
