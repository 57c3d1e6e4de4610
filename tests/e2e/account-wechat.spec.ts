import { expect, test, type Page } from '@playwright/test';
import { startFakeOAuthProvider, wechatOAuthEnv, type FakeOAuthProvider } from '../../server/test-support/fake-oauth-provider';
import { freshPhone, logoutThroughUi } from './account-support';
import { axeViolations } from './axe-check';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { watchErrors } from './support';

// A WeChat login whose account no one has bound yet stops at the bind step: the user gives a phone and
// the code sent to it (reg/v3/wx/send), and wx/bind binds the WeChat to that phone's account, or registers it,
// and logs in. Against the fake provider on loopback, on a server of its own (the OAuth variables are its own).
test.describe.configure({ mode: 'serial' });

let provider: FakeOAuthProvider;
let server: SpawnedServer;
let origin = '';
let subjects = 0;

test.beforeAll(async () => {
  provider = await startFakeOAuthProvider();
  server = await spawnServer(wechatOAuthEnv(provider));
  origin = `http://localhost:${server.port}`;
});

test.afterAll(async () => {
  server.stop();
  await provider.close();
});

/** A WeChat account the provider will approve as, never seen by the portal before. */
function newWechat(name: string) {
  subjects += 1;
  const profile = { subject: `wx-e2e-${Date.now()}-${subjects}`, name };
  provider.approveAs(profile);
  return profile;
}

/** From the login page (with a way back), through the provider, to the bind step or the page logged in. */
async function wechatLogin(page: Page, logidUrl = '/standard') {
  await page.goto(`${origin}/login?logidUrl=${encodeURIComponent(logidUrl)}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: '微信登录' }).click();
  await page.getByTestId('wechat-login').click();
}

/** The newest code this server's outbox holds for a phone, once there are more than `before` messages. */
async function codeSentTo(page: Page, phone: string, before = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${origin}/api/dev/outbox?to=${phone}`);
      const messages = ((await response.json()) as { messages?: { body: string }[] }).messages ?? [];
      code = messages.length > before ? (/\d{6}/.exec(messages[0]!.body)?.[0] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function bindPhone(page: Page, phone: string) {
  const step = page.getByTestId('wechat-bind');
  await step.getByLabel('手机号').fill(phone);
  const before = ((await (await page.request.get(`${origin}/api/dev/outbox?to=${phone}`)).json()) as { messages: unknown[] }).messages
    .length;
  await step.getByTestId('send-code').click();
  await step.getByLabel('短信验证码').fill(await codeSentTo(page, phone, before));
  await step.getByRole('button', { name: '绑定并登录' }).click();
}

test('a first WeChat login binds a new phone, registers it and lands logged in where it started', async ({ page }) => {
  const errors = watchErrors(page);
  const wechat = newWechat('微信新用户');
  await wechatLogin(page);
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  await expect(page.getByTestId('wechat-bind')).toContainText('微信新用户，欢迎使用微信登录');
  // The spent code and state leave the address bar; the ticket lives in the history entry, not the URL.
  await expect(page).toHaveURL(`${origin}/Oauth/wechat`);
  expect(await axeViolations(page)).toEqual([]);
  await bindPhone(page, freshPhone());
  await expect(page).toHaveURL(`${origin}/standard`);
  await expect(page.getByTestId('user-menu')).toContainText('微信新用户');
  expect(provider.tokenRequests.length).toBeGreaterThan(0);

  // The next WeChat login goes straight in.
  await logoutThroughUi(page);
  provider.approveAs(wechat);
  await wechatLogin(page, '/news');
  await expect(page).toHaveURL(`${origin}/news`);
  await expect(page.getByTestId('user-menu')).toContainText('微信新用户');
  expect(errors).toEqual([]);
});

test("binding a registered phone logs into that phone's account; another WeChat cannot bind it again", async ({ page }) => {
  newWechat('演示微信');
  await wechatLogin(page, '/personalCenter');
  // 13800000001 is the demo personal account (its own name stays).
  await bindPhone(page, '13800000001');
  await expect(page).toHaveURL(`${origin}/personalCenter`);
  await expect(page.getByTestId('user-menu')).toContainText('演示用户');

  await logoutThroughUi(page);
  newWechat('另一个微信');
  await wechatLogin(page);
  const step = page.getByTestId('wechat-bind');
  await step.getByLabel('手机号').fill('13800000001');
  await step.getByTestId('send-code').click();
  await expect(page.getByText('该手机号的账号已绑定其他微信')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});
