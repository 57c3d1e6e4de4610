import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshPhone, logoutThroughUi, PASSWORD, registerThroughUi, requestCode, submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated } from './support';

// The login page's password-plus-code tab, and the SMS tab that registers a new phone and leads to 完善资料.

/** Opens a login page on its SMS tab and fills in the phone and the code the outbox got; answers the form. */
async function smsTabWithCode(page: Page, phone: string, url = '/login'): Promise<Locator> {
  await openHydrated(page, url);
  await page.getByRole('tab', { name: '验证码登录' }).click();
  const form = page.getByTestId('sms-form');
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('短信验证码').fill(await requestCode(page, phone, form));
  return form;
}

test('password plus SMS code: both are needed, then the user is logged in', async ({ page }) => {
  const phone = await registerThroughUi(page, '双码用户');
  await logoutThroughUi(page);
  await openHydrated(page, '/login');
  await page.getByRole('tab', { name: '密码+验证码' }).click();
  const form = page.getByTestId('pwdvcode-form');
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码', { exact: true }).fill('Wrong-pass-2');
  await form.getByLabel('短信验证码').fill(await requestCode(page, phone, form));
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText('双码用户');
});

test('a new phone logs in by SMS code, is registered, fills in 完善资料 and the personal centre shows the name', async ({ page }) => {
  const phone = freshPhone();
  const form = await smsTabWithCode(page, phone);
  await expect(form.getByTestId('register-note')).toHaveText('该手机号尚未注册，验证后将自动注册并登录。');
  await form.getByRole('button', { name: '注册并登录' }).click();

  await expect(page).toHaveURL(/\/completeProfile$/);
  const panel = page.getByTestId('complete-profile');
  await expect(panel.getByRole('heading', { name: '完善资料' })).toBeVisible();
  // The name the quick registration gave, with the phone's last four digits, is there to replace.
  await expect(panel.getByLabel('姓名或昵称')).toHaveValue(new RegExp(phone.slice(-4)));
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  await panel.getByLabel('姓名或昵称').fill('快注张工');
  await panel.getByLabel(/设置登录密码/).fill('Quick2026pass');
  await panel.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/personalCenter$/);
  await expect(page.getByTestId('profile').getByLabel('姓名或昵称')).toHaveValue('快注张工');
  await expect(page.getByTestId('user-menu')).toContainText('快注张工');

  // The password set there logs in.
  await logoutThroughUi(page);
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, phone, 'Quick2026pass');
  await expect(page.getByTestId('user-menu')).toContainText('快注张工');
});

test('完善资料 can be skipped, and the personal centre leads back to it', async ({ page }) => {
  const phone = freshPhone();
  const form = await smsTabWithCode(page, phone, '/login?logidUrl=%2Fstandard');
  await form.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/completeProfile\?logidUrl=%2Fstandard$/);
  await page.getByTestId('fill-skip').click();
  await expect(page).toHaveURL(/\/standard$/);

  await openHydrated(page, '/personalCenter');
  const profile = page.getByTestId('profile');
  await expect(profile).toContainText('您还没有设置登录密码。');
  await profile.getByRole('link', { name: '完善资料' }).click();
  await expect(page).toHaveURL(/\/completeProfile$/);
  await expect(page.getByLabel(/设置登录密码/)).toBeVisible();
});

test('a registered phone on the SMS tab logs in without registering again', async ({ page }) => {
  const phone = await registerThroughUi(page, '老用户');
  await logoutThroughUi(page);
  const form = await smsTabWithCode(page, phone);
  await expect(form.getByTestId('register-note')).toHaveCount(0);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText('老用户');
});
