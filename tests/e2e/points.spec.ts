import { expect, test } from '@playwright/test';
import { registerThroughUi } from './account-support';
import { openHydrated, watchErrors } from './support';

// Points and sign-in: a new user signs in on the personal centre, sees today marked on the calendar
// and the points in the ledger; the button is then disabled, and a second sign the same day is refused by the
// server; the rules come from the database and the invite link says what an invite earns.

test('a user signs in once a day on the personal centre and sees the points and the rules', async ({ page }) => {
  const errors = watchErrors(page);
  await registerThroughUi(page, '积分用户');
  await openHydrated(page, '/personalCenter/points');
  const panel = page.getByTestId('personal-points');
  const signIn = panel.getByTestId('points-sign-in');
  const button = signIn.getByTestId('sign-button');
  await expect(button).toHaveText('签到');
  await expect(signIn.getByTestId('sign-streak')).toContainText('0 天');
  await expect(panel.getByTestId('points-ledger')).toContainText('还没有积分记录');

  await button.click();
  await expect(page.getByRole('status').filter({ hasText: '签到成功，获得 5 积分' })).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('今日已签到');
  await expect(signIn.getByTestId('sign-streak')).toContainText('1 天');
  const today = signIn.locator('td[aria-current="date"]');
  await expect(today).toHaveAttribute('data-signed', 'true');
  await expect(today).toContainText('已签到');
  await expect(signIn.locator('td[data-signed="true"]')).toHaveCount(1);

  const ledger = panel.getByTestId('points-ledger');
  await expect(ledger.getByTestId('points-balance')).toContainText('5');
  await expect(ledger.getByTestId('ledger-row')).toHaveCount(1);
  await expect(ledger.getByTestId('ledger-row')).toContainText('每日签到');
  await expect(ledger.getByTestId('ledger-row')).toContainText('+5');

  // After a reload the server still says today is signed; a second sign is refused with its own message.
  await openHydrated(page, '/personalCenter/points');
  await expect(page.getByTestId('sign-button')).toBeDisabled();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const again = await page.request.post('/api/ai/accumulatePoint/signDay', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(await again.json()).toEqual({ code: '43001', msg: '今日已签到，明天再来吧' });
  await expect(page.getByTestId('points-ledger').getByTestId('ledger-row')).toHaveCount(1);

  // The rules, as seeded by migration 020, and the invite's points beside the invite link.
  const rules = page.getByTestId('points-rules');
  await expect(rules.getByTestId('sign-rules')).toContainText('+5 积分');
  await expect(rules.getByTestId('sign-rules')).toContainText('连续签到 7 天');
  await expect(rules.getByTestId('earning-rules')).toContainText('邀请同事注册');
  // obtainMethod: each way to earn with what it earned this user so far (a new user has invited nobody).
  await expect(rules.getByTestId('earning-rules').locator('li').filter({ hasText: '邀请同事注册' })).toContainText(
    '已获得 0 次，共 0 积分',
  );
  await expect(rules.getByTestId('consumption-rules')).toContainText('AI 写作');
  await openHydrated(page, '/personalCenter');
  await expect(page.getByTestId('invite-points')).toContainText('50 积分');
  await openHydrated(page, '/personalCenter/points');

  // The AI quota: the free allotment is taken once.
  const quota = page.getByTestId('residue-aiWrite');
  await quota.getByRole('button', { name: /领取免费额度/ }).click();
  await expect(quota).toContainText('剩余 20 次');
  // 5 points do not buy 5 more uses at 50: the button is disabled and says how many are missing.
  const exchange = quota.getByRole('button', { name: /积分兑换/ });
  await expect(exchange).toBeDisabled();
  await expect(exchange).toHaveAccessibleDescription('积分不足，还差 45 积分');
  // The server still refuses such an exchange, for a balance that changed meanwhile.
  const short = await page.request.post('/api/ai/residueDegree/updateResidue', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'aiWrite', delta: 5 },
  });
  expect(await short.json()).toMatchObject({ msg: '积分不足，本次兑换需要 50 积分' });
  await expect(quota).toContainText('剩余 20 次');
  await expect(page.getByTestId('points-balance')).toContainText('5');
  expect(errors).toEqual([]);
});

test('the points panel fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, '手机用户');
  await openHydrated(page, '/personalCenter/points');
  await page.getByTestId('sign-button').click();
  await expect(page.getByTestId('sign-button')).toBeDisabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
