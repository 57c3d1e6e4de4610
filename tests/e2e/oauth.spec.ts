import { expect, test } from '@playwright/test';
import { startFakeOAuthProvider, wechatOAuthEnv, type FakeOAuthProvider } from '../../server/test-support/fake-oauth-provider';
import { spawnServer, type SpawnedServer } from './spawn-server';

// The impower route /Oauth/{type}: a WeChat login through the generic OAuth 2 client, against a fake
// provider on loopback, driven in the browser from the login page to the way back.
test.describe('third-party login', () => {
  let provider: FakeOAuthProvider;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    provider = await startFakeOAuthProvider();
    provider.approveAs({ subject: `wx-${Date.now()}`, name: '微信访客' });
    server = await spawnServer(wechatOAuthEnv(provider));
  });

  test.afterAll(async () => {
    server.stop();
    await provider.close();
  });

  // A first login stops at the bind step and lands logged in after it: account-wechat.spec.ts.
  test('WeChat login goes to the provider and back, to the bind step of a first login', async ({ page }) => {
    await page.goto(`http://localhost:${server.port}/login?logidUrl=%2Fstandard`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: '微信登录' }).click();
    await page.getByTestId('wechat-login').click();
    await expect(page.getByTestId('wechat-bind')).toContainText('微信访客');
    expect(provider.tokenRequests).toHaveLength(1);
  });

  test('without configuration the WeChat option is hidden', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/login`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '微信登录' })).toHaveCount(0);
  });
});
