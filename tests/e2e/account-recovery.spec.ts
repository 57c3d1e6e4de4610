import { expect, test } from '@playwright/test';
import { freshPhone, logoutThroughUi, PASSWORD, registerThroughUi, requestCode, submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated } from './support';

// Password recovery by email beside recovery by phone, and the picture code that a click refreshes.

test('a user who bound an email recovers the password by email: the code from the outbox, then the new password logs in', async ({
  page,
}) => {
  const phone = await registerThroughUi(page, '邮箱找回');
  const email = `reset-${phone}@example.com`;
  await openHydrated(page, '/personalCenter/security');
  const bind = page.getByTestId('bind-email');
  await bind.getByLabel('邮箱', { exact: true }).fill(email);
  await bind.getByLabel('邮箱验证码').fill(await requestCode(page, email, bind));
  await bind.getByRole('button', { name: '绑定' }).click();
  // Once bound, replacing the email asks for proof: the form grows the old email's code.
  await expect(bind.getByLabel('原邮箱验证码')).toBeVisible();
  await logoutThroughUi(page);

  await openHydrated(page, '/resetPassword');
  const panel = page.getByTestId('reset-password');
  await panel.getByRole('tab', { name: '邮箱找回' }).click();
  await expect(panel.getByRole('tab', { name: '邮箱找回' })).toHaveAttribute('aria-selected', 'true');
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  await panel.getByLabel('绑定的邮箱').fill(email);
  await panel.getByRole('button', { name: '下一步' }).click();
  // The code step names the masked email and the step says email, not SMS.
  await expect(panel.getByText(/验证码将发送至 re\*+@example\.com/)).toBeVisible();
  await expect(panel.locator('[aria-current="step"]')).toHaveText('邮箱验证');
  await panel.getByLabel('邮箱验证码').fill(await requestCode(page, email, panel));
  await panel.getByRole('button', { name: '下一步' }).click();
  await panel.getByLabel(/设置密码/).fill('MailReset2026');
  await panel.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await openHydrated(page, '/login');
  await submitPasswordLogin(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await submitPasswordLogin(page, email, 'MailReset2026');
  await expect(page.getByTestId('user-menu')).toContainText('邮箱找回');
});

test('an email no account has is refused at the first step, and no code is sent', async ({ page }) => {
  const email = `nobody-${freshPhone()}@example.com`;
  await openHydrated(page, '/resetPassword');
  const panel = page.getByTestId('reset-password');
  await panel.getByRole('tab', { name: '邮箱找回' }).click();
  await panel.getByLabel('绑定的邮箱').fill(email);
  await panel.getByRole('button', { name: '下一步' }).click();
  await expect(panel.getByText('没有账号绑定该邮箱')).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
});

test('the picture code is a button: a click or a key loads a new picture through findPwd/refreshIcode', async ({ page }) => {
  // Three wrong passwords for one account name and the password login asks for the picture code.
  const account = freshPhone();
  await openHydrated(page, '/login');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await submitPasswordLogin(page, account, 'Wrong-pass-1');
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  const button = page.getByRole('button', { name: '换一张图片验证码' });
  const picture = button.locator('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const first = await picture.getAttribute('src');

  const clicked = page.waitForResponse((response) => response.url().includes('/user/findPwd/refreshIcode'));
  await button.click();
  expect((await clicked).ok()).toBe(true);
  await expect(picture).not.toHaveAttribute('src', first!);
  const second = await picture.getAttribute('src');

  const pressed = page.waitForResponse((response) => response.url().includes('/user/findPwd/refreshIcode'));
  await button.focus();
  await page.keyboard.press('Enter');
  await pressed;
  await expect(picture).not.toHaveAttribute('src', second!);
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
});
