import { expect, test, type Page } from '@playwright/test';
import { usccCheckCharacter } from '../../shared/uscc';
import { registerThroughUi, requestCode, submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated, watchErrors } from './support';

// switchCom from the user menu, and the upgrade of a personal account to an organisation one. The demo
// user 13800000002 belongs to 云岭建设集团 (KL) and 南岸投资集团 (NT); the header, the personal centre and the
// organisation platform follow the organisation the session acts for.

const KL = '云岭建设集团';
const NT = '南岸投资集团';

async function loginAsMember(page: Page) {
  await openHydrated(page, '/login?logidUrl=%2FpersonalCenter');
  await submitPasswordLogin(page, '13800000002', 'Demo1234');
  await expect(page).toHaveURL(/\/personalCenter$/);
}

/** Picks an identity in the open user menu. */
async function switchInMenu(page: Page, name: string) {
  const menu = page.getByTestId('user-menu');
  await menu.locator('summary').click();
  await menu.getByTestId('org-switch').getByRole('button', { name }).click();
  await expect(menu.getByTestId('current-org')).toHaveText(name);
}

test('a member of two organisations switches between them from the user menu; the personal centre follows', async ({ page }) => {
  const errors = watchErrors(page);
  await loginAsMember(page);
  const identity = page.getByTestId('current-identity');
  await expect(identity).toContainText('个人身份');
  const menu = page.getByTestId('user-menu');
  await expect(menu.getByTestId('current-org')).toHaveCount(0);

  await switchInMenu(page, KL);
  await expect(identity).toContainText(KL);
  // The menu closed after the switch; open again, the current organisation is the pressed one.
  await menu.locator('summary').click();
  await expect(menu.getByRole('button', { name: KL })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('button', { name: NT })).toHaveAttribute('aria-pressed', 'false');
  expect(await axeViolations(page)).toEqual([]);
  await menu.locator('summary').click();

  // By keyboard: the summary opens the menu, Tab reaches the identities, Enter picks one.
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  const ntButton = menu.getByRole('button', { name: NT });
  for (let i = 0; i < 6 && !(await ntButton.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(ntButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByTestId('current-org')).toHaveText(NT);
  await expect(identity).toContainText(NT);

  // The session on the server acts for it: a reload still shows it, and so does the stored staffId's change.
  const staffId = await page.evaluate(() => localStorage.getItem('staffId'));
  await openHydrated(page, '/personalCenter');
  await expect(page.getByTestId('current-identity')).toContainText(NT);
  expect(await page.evaluate(() => localStorage.getItem('staffId'))).toBe(staffId);

  // And back to the personal identity, from the personal centre's own list.
  await page.getByTestId('org-section').getByRole('button', { name: '切换到个人身份' }).click();
  await expect(page.getByTestId('current-identity')).toContainText('个人身份');
  await expect(menu.getByTestId('current-org')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('staffId'))).not.toBe(staffId);
  expect(errors).toEqual([]);
});

test('another open tab follows a switch, and the switch back, without a reload', async ({ context }) => {
  const first = await context.newPage();
  await loginAsMember(first);
  const second = await context.newPage();
  await openHydrated(second, '/personalCenter');
  await expect(second.getByTestId('current-identity')).toContainText('个人身份');

  await switchInMenu(first, KL);
  await expect(second.getByTestId('current-identity')).toContainText(KL);
  await expect(second.getByTestId('user-menu').getByTestId('current-org')).toHaveText(KL);

  await first.getByTestId('org-section').getByRole('button', { name: '切换到个人身份' }).click();
  await expect(second.getByTestId('current-identity')).toContainText('个人身份');
  await expect(second.getByTestId('user-menu').getByTestId('current-org')).toHaveCount(0);
});

test('on a phone the switch is in the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsMember(page);
  await page.getByTestId('mobile-menu-open').click();
  const mobileMenu = page.getByTestId('mobile-menu');
  const menu = mobileMenu.getByTestId('user-menu');
  await menu.locator('summary').click();
  await menu.getByRole('button', { name: NT }).click();
  await expect(menu.getByTestId('current-org')).toHaveText(NT);
  await expect(page.getByTestId('current-identity')).toContainText(NT);
});

test('a personal account upgrades to an organisation one from the personal centre; the user menu shows it', async ({ page }) => {
  const phone = await registerThroughUi(page, '升级用户');
  await openHydrated(page, '/personalCenter');
  const form = page.getByTestId('upgrade-form');
  expect(await axeViolations(page)).toEqual([]);
  // A USCC of this run, with its check character.
  const first17 = `91350100${String(Date.now() % 1e7).padStart(7, '0')}${String(process.pid % 100).padStart(2, '0')}`;
  const orgName = `升级工程${Date.now() % 1e4}有限公司`;
  await form.getByLabel('组织名称').fill(orgName);
  const check = usccCheckCharacter(first17);
  await form.getByLabel('统一社会信用代码').fill(`${first17}${check === '0' ? '1' : '0'}`);
  await form.getByTestId('send-code').click();
  await expect(form.getByText('统一社会信用代码应为 18 位')).toBeVisible();
  await form.getByLabel('统一社会信用代码').fill(`${first17}${check}`);
  await form.getByLabel('短信验证码').fill(await requestCode(page, phone, form));
  await form.getByRole('button', { name: '升级为组织账号' }).click();
  await expect(page.getByTestId('user-menu').getByTestId('current-org')).toHaveText(orgName);
  await expect(page.getByTestId('current-identity')).toContainText(orgName);
  await expect(page.getByTestId('upgrade-form')).toHaveCount(0);
});
