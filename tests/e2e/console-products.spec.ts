import { expect, test, type Page } from '@playwright/test';
import { ADMIN, consoleAs, savedId, serious } from './console-support';
import { openHydrated, tenantUrl, watchErrors } from './support';

// Products, the update log and solutions end to end: the demo admin writes a product with two features and an
// edition and publishes it, which a visitor then finds in the catalogue and on its page; a release of it reaches the
// update log, and a solution built from it lists it; once the product is withdrawn its page is not found and the
// solution no longer names it.

/** Opens a visitor's page until it shows the change: pages come from the page cache, which follows within a second or so. */
async function reopenUntil(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await openHydrated(page, url);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('an admin publishes a product, a release of it and a solution built from it; withdrawing the product hides it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Fernbrook 计量云 ${stamp}`;
  const admin = await consoleAs(browser, ADMIN, 'products');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('console-product-create').click();
  await admin.getByTestId('product-code').fill(`fernbrook-${stamp}`);
  await admin.getByTestId('product-name').fill(name);
  await admin.getByTestId('product-category').selectOption('PLATFORM');
  await admin.getByTestId('product-slogan').fill('清单计量一站办完');
  await admin.getByTestId('product-summary').fill('面向建设单位的计量支付云平台。');
  // The entries field by keyboard: adding a row puts the cursor in its first field.
  const features = admin.getByTestId('product-features');
  await features.getByTestId('product-features-add').click();
  await admin.keyboard.type('清单导入');
  await admin.keyboard.press('Tab');
  await admin.keyboard.type('Excel 清单一键导入。');
  await features.getByTestId('product-features-add').click();
  await admin.keyboard.type('在线审批');
  await admin.keyboard.press('Tab');
  await admin.keyboard.type('监理与业主逐级审核。');
  // Moved up and back down: the order is the rows' order.
  await features.getByRole('button', { name: '上移功能 2' }).click();
  await expect(features.getByTestId('product-features-title').first()).toHaveValue('在线审批');
  await expect(features.getByRole('button', { name: '下移功能 1' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(features.getByTestId('product-features-title').first()).toHaveValue('清单导入');
  await admin.getByTestId('product-editions-add').click();
  await admin.getByTestId('product-editions-name').fill('单项目版');
  await admin.getByTestId('product-editions-price').fill('按项目年费');
  await admin.getByTestId('product-editions-note').fill('开通当天即可使用。');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('product-save').click();
  const productId = await savedId(admin, 'products');
  await expect(admin.getByTestId('product-state')).toContainText('草稿');
  await expect(admin.getByTestId('product-code')).toHaveAttribute('readonly', '');

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(tenantUrl('main', `/product/${productId}`)))?.status()).toBe(404);
  const errors = watchErrors(visitor);

  await admin.getByTestId('product-publish').click();
  await expect(admin.getByTestId('product-state')).toContainText('已发布');
  const card = visitor.getByTestId('product-card').filter({ hasText: name });
  await reopenUntil(visitor, tenantUrl('main', '/product'), () => expect(card).toHaveCount(1, { timeout: 1_000 }));
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor.getByTestId('product-features').locator('h3')).toHaveText(['清单导入', '在线审批']);
  await expect(visitor.getByText('单项目版')).toBeVisible();

  // A release of it, dated when it is published.
  await admin.goto(tenantUrl('main', '/console/product-logs/new'));
  await admin.getByTestId('productLog-product').selectOption({ label: name });
  await admin.getByTestId('productLog-version').fill('V1.0.0');
  await admin.getByTestId('productLog-changes-text').first().fill('首个版本上线：清单导入与在线审批。');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('productLog-save').click();
  await savedId(admin, 'product-logs');
  await expect(admin.getByTestId('productLog-preview')).toHaveCount(0);
  await admin.getByTestId('productLog-publish').click();
  await expect(admin.getByTestId('productLog-state')).toContainText('已发布');
  const logUrl = tenantUrl('main', `/product/log?product=${productId}`);
  await reopenUntil(visitor, logUrl, () => expect(visitor.getByTestId('log-version')).toHaveText(['V1.0.0'], { timeout: 1_000 }));
  await expect(visitor.getByTestId('log-entry')).toContainText('首个版本上线');

  // A solution built from it.
  const title = `Fernbrook 隧道计量方案 ${stamp}`;
  await admin.goto(tenantUrl('main', '/console/solutions/new'));
  await admin.getByTestId('solution-code').fill(`fernbrook-tunnel-${stamp}`);
  await admin.getByTestId('solution-title').fill(title);
  await admin.getByTestId('solution-industry').selectOption('TUNNEL');
  await admin.getByTestId('solution-products-add').click();
  await admin.getByTestId('solution-products-id').selectOption({ label: name });
  await admin.getByTestId('solution-pains-add').click();
  await admin.getByTestId('solution-pains-title').fill('计量资料分散');
  await admin.getByTestId('solution-pains-text').fill('各工区台账格式不一。');
  expect(await serious(admin)).toEqual([]);
  await admin.getByTestId('solution-save').click();
  const solutionId = await savedId(admin, 'solutions');
  await admin.getByTestId('solution-publish').click();
  await expect(admin.getByTestId('solution-state')).toContainText('已发布');
  const solutionUrl = tenantUrl('main', `/solution/detail/${solutionId}`);
  const uses = visitor.getByTestId('solution-products').getByRole('link', { name });
  await reopenUntil(visitor, solutionUrl, () => expect(uses).toHaveCount(1, { timeout: 1_000 }));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(errors).toEqual([]);

  // Withdrawn: its page is not found, and the solution no longer names it.
  await admin.goto(tenantUrl('main', `/console/products/${productId}`));
  await admin.getByTestId('product-unpublish').click();
  await admin.getByRole('dialog').getByRole('button', { name: '下线' }).click();
  await expect(admin.getByTestId('product-state')).toContainText('已下线');
  await expect(async () => {
    expect((await visitor.goto(tenantUrl('main', `/product/${productId}`)))?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await reopenUntil(visitor, solutionUrl, () => expect(uses).toHaveCount(0, { timeout: 1_000 }));
  await reopenUntil(visitor, tenantUrl('main', '/product/log'), () =>
    expect(visitor.getByTestId('log-entry').filter({ hasText: name })).toHaveCount(0, { timeout: 1_000 }),
  );

  await admin.goto(tenantUrl('main', '/console/products'));
  await expect(admin.getByTestId('console-product-row').filter({ hasText: name })).toContainText('已下线');
  expect(await serious(admin)).toEqual([]);
});
