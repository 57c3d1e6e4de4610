import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openHydrated } from './support';

let counter = 0;

/** A fresh mainland mobile number for each call, so parallel tests never share an account. */
export function freshPhone(): string {
  counter += 1;
  const unique = `${Date.now() % 1e6}${process.pid % 100}${counter}`.slice(-8).padStart(8, '0');
  return `139${unique}`;
}

/** The newest code the development outbox holds for a phone or mailbox. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { messages?: { body: string }[] };
      code = /\d{6}/.exec(body.messages?.[0]?.body ?? '')?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Sends a code through a send-code button (the page's only one, or the one inside `scope`) and reads it from the outbox. */
export async function requestCode(page: Page, to: string, scope: Locator | Page = page): Promise<string> {
  const before = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const count = ((await before.json()) as { messages?: unknown[] }).messages?.length ?? 0;
  await scope.getByTestId('send-code').click();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      return ((await response.json()) as { messages?: unknown[] }).messages?.length ?? 0;
    })
    .toBeGreaterThan(count);
  return latestCode(page.request, to);
}

export const PASSWORD = 'Build2026pass';

/** Registers a new user through the UI and returns the phone; the page ends logged in. */
export async function registerThroughUi(page: Page, realname = '测试用户'): Promise<string> {
  const phone = freshPhone();
  await openHydrated(page, '/login?active=register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('手机号').fill(phone);
  const code = await requestCode(page, phone);
  await form.getByLabel('短信验证码').fill(code);
  await form.getByLabel('姓名或昵称').fill(realname);
  await form.getByLabel(/设置密码/).fill(PASSWORD);
  await form.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(realname);
  return phone;
}

export async function logoutThroughUi(page: Page) {
  await page.getByTestId('user-menu').locator('summary').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog')).toContainText('是否退出登录？');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** Fills and submits the password form of the login page that is open. */
export async function submitPasswordLogin(page: Page, account: string, password: string) {
  const form = page.getByTestId('password-form');
  await form.getByLabel('手机号或邮箱').fill(account);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}
