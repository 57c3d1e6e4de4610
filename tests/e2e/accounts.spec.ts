import { expect, test } from '@playwright/test';
import { freshPhone, latestCode, logoutThroughUi, PASSWORD, registerThroughUi, requestCode, submitPasswordLogin } from './account-support';
import { openHydrated, tenantUrl } from './support';

test('a new user registers with phone + SMS code, logs out, then logs in by password and by SMS code', async ({ page }) => {
  const phone = await registerThroughUi(page, '王工');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('王工');
  await logoutThroughUi(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await openHydrated(page, '/login');
  await submitPasswordLogin(page, `  ${phone} `, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText('王工');
  await logoutThroughUi(page);

  await openHydrated(page, '/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  const smsForm = page.getByTestId('sms-form');
  await smsForm.getByLabel('手机号').fill(phone);
  await smsForm.getByLabel('短信验证码').fill(await requestCode(page, phone));
  await smsForm.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('王工');
});

test('form errors show beside their fields and nothing is sent', async ({ page }) => {
  await openHydrated(page, '/login?active=register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('手机号').fill('12345');
  await form.getByRole('button', { name: '注册并登录' }).click();
  await expect(form.getByText('手机号码格式不对')).toBeVisible();
  await expect(form.getByText('请输入姓名或昵称')).toBeVisible();
  await expect(form.getByLabel('手机号')).toHaveValue('12345');
});

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  const phone = await registerThroughUi(page);
  await logoutThroughUi(page);
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, phone, 'wrong-password-1');
  await expect(page.getByRole('alert').last()).toBeVisible();
  await expect(page.getByTestId('password-form').getByLabel('手机号或邮箱')).toHaveValue(phone);
});

test('after login the portal returns to logidUrl, but never to another site', async ({ page }) => {
  const phone = await registerThroughUi(page);
  await logoutThroughUi(page);
  for (const [logidUrl, expected] of [
    ['/standard', /\/standard$/],
    ['https://evil.example.com/steal', /localhost:\d+\/$/],
    ['//evil.example.com/steal', /localhost:\d+\/$/],
  ] as const) {
    await openHydrated(page, `/login?logidUrl=${encodeURIComponent(logidUrl)}`);
    await submitPasswordLogin(page, phone, PASSWORD);
    await expect(page).toHaveURL(expected);
    await logoutThroughUi(page);
  }
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await registerThroughUi(first, '李工');
  const second = await context.newPage();
  await openHydrated(second, '/information');
  await expect(second.getByTestId('user-menu')).toContainText('李工');
  await logoutThroughUi(first);
  await expect(second.getByTestId('login-links')).toBeVisible();
});

test('a visitor opening a page that needs login is sent to login and back', async ({ page }) => {
  await openHydrated(page, '/personalCenter');
  await expect(page).toHaveURL(/\/login\?logidUrl=%2FpersonalCenter$/);
});

test('QR-code login: a logged-in phone scans and confirms, the desktop logs in', async ({ browser }) => {
  const phoneContext = await browser.newContext();
  const phonePage = await phoneContext.newPage();
  await registerThroughUi(phonePage, '扫码人');

  const desktop = await (await browser.newContext()).newPage();
  await openHydrated(desktop, '/login');
  await desktop.getByRole('tab', { name: '扫码登录' }).click();
  const qr = desktop.getByTestId('qr-login');
  await expect(qr).toHaveAttribute('data-status', 'WAITING');
  await expect(qr).toHaveAttribute('data-url', /\/authorize\?ticket=/);
  const url = await qr.getAttribute('data-url');

  await openHydrated(phonePage, url!);
  await expect(phonePage.getByTestId('authorize')).toHaveAttribute('data-view', 'ask');
  await expect(qr).toHaveAttribute('data-status', 'SCANED');
  await expect(qr).toContainText('扫码人');
  await phonePage.getByTestId('authorize-confirm').click();
  await expect(phonePage.getByTestId('authorize')).toHaveAttribute('data-view', 'confirmed');
  await expect(desktop.getByTestId('user-menu')).toContainText('扫码人');
});

test('reset password: check → code → new password, then log in with it', async ({ page }) => {
  const phone = await registerThroughUi(page);
  await logoutThroughUi(page);
  await openHydrated(page, '/resetPassword');
  const panel = page.getByTestId('reset-password');
  await panel.getByLabel('手机号').fill(phone);
  await panel.getByRole('button', { name: '下一步' }).click();
  await panel.getByLabel('短信验证码').fill(await requestCode(page, phone));
  await panel.getByRole('button', { name: '下一步' }).click();
  await panel.getByLabel(/设置密码/).fill('NewPass2026x');
  await expect(page.getByTestId('password-strength')).not.toHaveAttribute('data-strength', '0');
  await panel.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await openHydrated(page, '/login');
  await submitPasswordLogin(page, phone, 'NewPass2026x');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('an organisation member logs in on a branded entrance; a personal user on another', async ({ page }) => {
  await openHydrated(page, tenantUrl('kunlun', '/kllogin'));
  await submitPasswordLogin(page, '13800000002', 'Demo1234');
  await expect(page).toHaveURL(/\/personalCenter$/);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'kunlun');
  await expect(page.getByTestId('profile')).toBeVisible();

  const other = await page.context().newPage();
  await openHydrated(other, tenantUrl('treasure', '/treasurelogin'));
  await submitPasswordLogin(other, '13800000001', 'Demo1234');
  await expect(other).toHaveURL(/\/personalCenter$/);
  await expect(other.locator('[data-layout]')).toHaveAttribute('data-layout', 'treasure');
});

test('a non-member on a branded entrance gets one lasting alert in the form, not a vanishing toast', async ({ page }) => {
  await openHydrated(page, tenantUrl('kunlun', '/kllogin'));
  // 13800000001 belongs to treasure's organisation, not kunlun's.
  await submitPasswordLogin(page, '13800000001', 'Demo1234');
  const form = page.getByTestId('password-form');
  await expect(form.getByRole('alert')).toHaveText('您不是该组织的成员');
  // Toasts leave after two seconds; the form's message stays until the next try.
  await page.waitForTimeout(2_500);
  await expect(form.getByRole('alert')).toHaveText('您不是该组织的成员');
  // Exactly one live region holds the message: the form's alert (no toast, no live region around it).
  const announcing = await page.evaluate(
    () =>
      [...document.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])')].filter((node) =>
        node.textContent?.includes('您不是该组织的成员'),
      ).length,
  );
  expect(announcing).toBe(1);
  await expect(page).toHaveURL(/\/kllogin$/);
});

test('an expired QR code offers a one-click refresh with a new ticket', async ({ page }) => {
  await openHydrated(page, '/login');
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const qr = page.getByTestId('qr-login');
  await expect(qr).toHaveAttribute('data-url', /ticket=/);
  const first = await qr.getAttribute('data-url');
  // The server expires tickets after 120 s; here its answer is made to say so at once.
  await page.route('**/api/user/auth/v3/scan/status', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: '30000', status: 'TIMEOUT' }) }),
  );
  await expect(qr).toHaveAttribute('data-status', 'TIMEOUT');
  await expect(qr).toContainText('二维码已过期');
  await page.unroute('**/api/user/auth/v3/scan/status');
  await qr.getByRole('button', { name: '刷新二维码' }).click();
  await expect(qr).toHaveAttribute('data-status', 'WAITING');
  await expect(qr).not.toHaveAttribute('data-url', first!);
});

test('the personal centre edits the profile and turns on doubleAuth, which then guards the login', async ({ page }) => {
  const phone = await registerThroughUi(page, '赵工');
  await openHydrated(page, '/personalCenter');
  const profile = page.getByTestId('profile');
  await expect(profile.getByLabel('姓名或昵称')).toHaveValue('赵工');
  await profile.getByLabel('姓名或昵称').fill('赵总工');
  await profile.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('赵总工');
  // The sections of other features, provided by the app: tender subscriptions and points.
  const nav = page.getByTestId('personal-nav');
  await nav.getByRole('link', { name: '招标订阅' }).click();
  await expect(page.getByTestId('tender-subscriptions')).toContainText('还没有订阅');
  await nav.getByRole('link', { name: '我的积分' }).click();
  await expect(page.getByTestId('personal-points')).toContainText('还没有积分记录');
  // A new account has nothing favourited yet (the lists themselves: news.spec.ts).
  await nav.getByRole('link', { name: '我的内容' }).click();
  await expect(page.getByTestId('my-content')).toContainText('还没有收藏内容');

  await nav.getByRole('link', { name: '账号安全' }).click();
  const secure = page.getByTestId('double-auth-setting');
  await secure.getByLabel('短信验证码').fill(await requestCode(page, phone, secure));
  await secure.getByRole('button', { name: '开启' }).click();
  await expect(secure).toContainText('已开启');
  await logoutThroughUi(page);

  await openHydrated(page, '/login');
  await submitPasswordLogin(page, phone, PASSWORD);
  await expect(page).toHaveURL(/\/doubleAuth/);
  const second = page.getByTestId('double-auth');
  await second.getByLabel('短信验证码').fill(await latestCode(page.request, phone));
  await second.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('赵总工');
});

test('the organisation platform opens in a new window with a one-time ticket, not the token', async ({ page }) => {
  await registerThroughUi(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByTestId('user-menu').locator('summary').click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '组织平台' }).click();
  const opened = await popup;
  await expect.poll(() => opened.url()).toContain('ticket=');
  expect(opened.url()).not.toContain(token!);
});

test('/loginPreview?tenant= shows a tenant login exactly as its users see it, and submits nothing', async ({ page }) => {
  await openHydrated(page, '/loginPreview?tenant=kunlun');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'kunlun');
  await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/kunlun.svg');
  await expect(page.getByTestId('login-entrance')).toContainText('预览模式');
  await expect(page.getByTestId('password-form').getByRole('button', { name: '登录' })).toBeDisabled();
});

test('an invite link from the personal centre registers a colleague', async ({ page, browser }) => {
  await registerThroughUi(page, '邀请人');
  await openHydrated(page, '/personalCenter');
  const invite = page.getByTestId('invite-link');
  await invite.getByRole('button', { name: '生成邀请链接' }).click();
  const link = await invite.getByRole('textbox', { name: '邀请链接' }).inputValue();
  expect(link).toMatch(/\/invite\?code=/);

  const colleague = await (await browser.newContext()).newPage();
  await openHydrated(colleague, link);
  await expect(colleague.getByTestId('invite')).toContainText('您正在通过邀请链接注册');
  const phone = freshPhone();
  const form = colleague.getByTestId('register-form');
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('短信验证码').fill(await requestCode(colleague, phone));
  await form.getByLabel('姓名或昵称').fill('受邀人');
  await form.getByLabel(/设置密码/).fill(PASSWORD);
  await form.getByRole('button', { name: '注册并登录' }).click();
  await expect(colleague.getByTestId('user-menu')).toContainText('受邀人');
});

test('logging out on a login-only page (/contract) lands on /information, not on the login', async ({ page }) => {
  await openHydrated(page, `/login?logidUrl=${encodeURIComponent('/contract')}`);
  await submitPasswordLogin(page, '13800000001', 'Demo1234');
  await expect(page).toHaveURL(/\/contract$/);
  await logoutThroughUi(page);
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByTestId('login-links')).toBeVisible();
});
