import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { openHydrated, tenantUrl } from './support';

// The chat in the browser: a guest and an operator (another browser context) chat live, the guest's
// badge counts unread operator messages, a reload keeps the history; the desk is for operators only, and says so
// when its session ends while it is open; the service widget sits below any modal backdrop.

const OPERATOR = '13800000010';
const PLAIN_USER = '13800000001';
const PASSWORD = 'Demo1234';

// Wide enough for the service stack's buttons beside the content (narrower windows fold them into one button).
const WIDE = { viewport: { width: 1366, height: 768 } };

async function loggedIn(browser: Browser, account: string, url: string): Promise<Page> {
  const page = await (await browser.newContext(WIDE)).newPage();
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, account, PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, url);
  return page;
}

async function openChat(page: Page): Promise<Locator> {
  const consult = page.getByRole('button', { name: '在线咨询' });
  await expect(consult).toBeEnabled();
  await consult.click();
  const dialog = page.getByRole('dialog', { name: '在线咨询' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function say(scope: Locator, text: string) {
  await scope.getByTestId('chat-input').fill(text);
  await scope.getByTestId('chat-input').press('Enter');
  await expect(scope.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-state', 'sent');
}

/** Is the element the one hit at its own centre, or is something (a backdrop) covering it? */
async function hitAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test('a guest and an operator chat live; the badge counts unread answers up to 99+; a reload keeps the history', async ({ browser }) => {
  test.slow();
  const desk = await loggedIn(browser, OPERATOR, '/serviceDesk');
  await expect(desk.getByTestId('desk-socket-status')).toHaveCount(0, { timeout: 15_000 });

  const guest = await (await browser.newContext(WIDE)).newPage();
  await openHydrated(guest, '/information');
  const chat = await openChat(guest);
  const question = `想了解计量支付 ${Date.now()}`;
  await say(chat, question);

  // The conversation appears on the desk without a reload.
  const row = desk.getByTestId('desk-conversation').filter({ hasText: question });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  // The row's preview follows the newest message, so it is kept by its id from here on.
  const conversationId = Number(await row.getAttribute('data-id'));
  const view = desk.getByTestId('desk-conversation-view');
  await expect(view.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  const answer = `您好，这里是客服 ${Date.now()}`;
  await say(view, answer);

  // The guest sees the answer live, from the operator.
  await expect(chat.getByTestId('chat-message').filter({ hasText: answer })).toHaveAttribute('data-sender', 'operator');

  // With the dialog closed, operator messages count on the badge; past 99 it says 99+.
  await guest.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);
  await say(view, '第一条未读');
  const badge = guest.getByTestId('consult-badge');
  await expect(badge).toHaveText('1');
  await desk.evaluate(
    async ({ conversationId, path }) => {
      const token = localStorage.getItem('token')!;
      const socket = new WebSocket(new URL(path, location.href.replace(/^http/, 'ws')));
      await new Promise<void>((resolve, reject) => {
        socket.onerror = () => reject(new Error('socket failed'));
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data));
          if (frame.type === 'ready') resolve();
        };
        socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', role: 'operator', token }));
      });
      // One at a time, each after the last one's ack: the server refuses a socket's frames beyond a short queue.
      let sent = 0;
      const next = () =>
        socket.send(JSON.stringify({ type: 'send', clientId: `bulk-${sent}`, body: `批量消息 ${sent++}`, conversationId }));
      const done = new Promise<void>((resolve, reject) => {
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data));
          if (frame.type === 'refused') reject(new Error(frame.msg));
          if (frame.type !== 'ack') return;
          if (sent === 100) resolve();
          else next();
        };
      });
      next();
      await done;
      socket.close();
    },
    { conversationId, path: '/api/crm/sdm/chat/socket' },
  );
  await expect(badge).toHaveText('99+', { timeout: 15_000 });

  // Opening the chat reads them: the badge goes.
  await openChat(guest);
  await expect(badge).toHaveCount(0);

  // A reload keeps the history on both sides.
  await guest.reload();
  const again = await openChat(guest);
  await expect(again.getByTestId('chat-message').filter({ hasText: '批量消息 99' })).toBeVisible();
  await desk.reload();
  await desk.getByTestId('desk-conversation').filter({ hasText: '批量消息 99' }).click();
  await expect(desk.getByTestId('desk-conversation-view').getByTestId('chat-message').filter({ hasText: '批量消息 99' })).toBeVisible();
});

test('a desk whose session ends elsewhere says so and does not reconnect', async ({ browser }) => {
  const desk = await loggedIn(browser, OPERATOR, '/serviceDesk');
  // The panel is there and its socket is open (no status line).
  await expect(desk.getByTestId('desk-tenant-filter')).toBeVisible({ timeout: 15_000 });
  await expect(desk.getByTestId('desk-socket-status')).toHaveCount(0, { timeout: 15_000 });
  const opened: string[] = [];
  desk.on('websocket', (socket) => opened.push(socket.url()));
  // The session ends outside this page (a logout in another tab, a password change, an operator revoked by the CLI).
  await desk.evaluate(async () => {
    const body = JSON.stringify({ token: localStorage.getItem('token') });
    await fetch('/api/user/auth/v3/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  });
  await expect(desk.getByTestId('desk-socket-status')).toHaveText('会话已失效，请重新登录或刷新页面');
  // Several back-off periods (the first is 0.5 s): no socket is opened again.
  await desk.waitForTimeout(3_000);
  expect(opened).toEqual([]);
});

test('a plain user at /serviceDesk sees the forbidden state', async ({ browser }) => {
  const page = await loggedIn(browser, PLAIN_USER, '/serviceDesk');
  await expect(page.getByTestId('desk-forbidden')).toBeVisible();
});

test('a tenant with chat switched off shows no 咨询 button', async ({ page }) => {
  await openHydrated(page, tenantUrl('kunlun', '/news'));
  await expect(page.getByTestId('service-widget')).toBeAttached();
  await expect(page.getByRole('button', { name: '在线咨询' })).toHaveCount(0);
});

test('the 咨询 button is covered by a dialog opened from the header, and by the chat', async ({ browser }) => {
  // The logout confirm opens inside the sticky header, whose z-index made a stacking context below the widget.
  const page = await loggedIn(browser, PLAIN_USER, '/information');
  const consult = page.getByRole('button', { name: '在线咨询' });
  await expect(consult).toBeEnabled();
  expect(await hitAtCentre(consult)).toBe(true);
  await page.getByTestId('user-menu').locator('summary').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog')).toContainText('是否退出登录？');
  expect(await hitAtCentre(consult)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openChat(page);
  expect(await hitAtCentre(consult)).toBe(false);
});

test('the consult popup closes with its ×', async ({ page }) => {
  await page.clock.install();
  const setting = page.waitForResponse('**/api/crm/sdm/open/setting/get');
  await openHydrated(page, '/information');
  const model = (await (await setting).json()).model;
  await page.clock.fastForward(model.autoDelayed * 1000 + 1000);
  const popup = page.getByTestId('consult-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '关闭客服消息' }).click();
  await expect(popup).toHaveCount(0);
  // Dismissed: it does not come back on this page (accepting it is in chrome.spec.ts: it opens the chat).
  await page.clock.fastForward(model.autoDelayed * 1000 + 1000);
  await expect(popup).toHaveCount(0);
});
