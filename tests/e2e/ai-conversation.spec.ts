import { expect, test, type Page } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test-support/fake-openai';
import { registerThroughUi } from './account-support';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { openHydrated, watchErrors } from './support';

// The conversation in Chromium: against the fake OpenAI-compatible provider a user starts a
// conversation, sees the answer stream in, stops it halfway, regenerates, reloads and still sees the history;
// with no provider configured, the pages say the offline drafting mode is on and the answer carries citations.

const lastAnswer = (page: Page) => page.getByTestId('ai-message-assistant').last();

async function ask(page: Page, prompt: string) {
  await page.getByTestId('ai-prompt').fill(prompt);
  await page.getByTestId('ai-prompt').press('Enter');
}

test.describe('with a model provider', () => {
  let fake: FakeOpenAi;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    // A [slow] answer is 40 pieces 200 ms apart: long enough to stop halfway, short enough to wait for.
    fake = await startFakeOpenAi({ slowChunkMs: 200 });
    server = await spawnServer({ AI_BASE_URL: fake.url, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model' });
  });

  test.afterAll(async () => {
    server?.stop();
    await fake?.close();
  });

  test('a user streams an answer, stops it halfway, regenerates it, and finds the history after a reload', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: `http://localhost:${server.port}` });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await registerThroughUi(page, '对话用户');

    // The catalogue says which mode is on, and leads to the writing assistant's conversation.
    await openHydrated(page, '/aiToolList');
    await expect(page.getByTestId('ai-mode-banner')).toHaveAttribute('data-mode', 'model');
    await expect(page.getByTestId('ai-mode-banner')).toContainText('fake-model');
    await expect(page.getByTestId('ai-tool-writing')).toContainText('每次使用消耗 1 次「AI 写作」额度');
    await page.getByTestId('ai-tool-writing').getByRole('link', { name: '开始使用「AI 写作助手」' }).click();
    await expect(page).toHaveURL(/\/Conversation\?tool=writing/);

    // The answer streams in piece by piece; Stop halfway keeps what came, marked stopped.
    await ask(page, '[slow] 请写一份路基工程中间计量说明');
    await expect(page).toHaveURL(/\/Conversation\?id=\d+/);
    await expect(page.getByTestId('ai-message-user')).toHaveText(/\[slow\] 请写一份路基工程中间计量说明/);
    await expect(lastAnswer(page)).toContainText('slow-2', { timeout: 30_000 });
    await expect(lastAnswer(page)).toHaveAttribute('data-status', 'streaming');
    await page.getByTestId('ai-stop').click();
    await expect(lastAnswer(page)).toHaveAttribute('data-status', 'stopped');
    await expect(lastAnswer(page).getByTestId('ai-message-status')).toContainText('已停止生成');
    const partial = (await lastAnswer(page).textContent()) ?? '';
    expect(partial).toContain('slow-2');
    expect(partial).not.toContain('slow-40');
    await expect(page.getByTestId('ai-send')).toBeVisible();

    // Regenerate replaces the stopped answer with a whole one.
    await page.getByTestId('ai-regenerate').click();
    await expect(lastAnswer(page)).toHaveAttribute('data-status', 'streaming');
    await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(lastAnswer(page)).toContainText('slow-40');
    await expect(page.getByTestId('ai-message-assistant')).toHaveCount(1);

    // A second question, answered in Markdown-rendered text.
    await ask(page, '第二个问题');
    await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(lastAnswer(page)).toContainText('Fake model answer to: 第二个问题.');

    // After a reload the server gives back the conversation: its title in the list and every message.
    const url = page.url();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(page.url()).toBe(url);
    await expect(page.getByTestId('ai-message-user')).toHaveCount(2);
    await expect(page.getByTestId('ai-message-assistant')).toHaveCount(2);
    await expect(page.getByTestId('ai-message-assistant').first()).toContainText('slow-40');
    await expect(lastAnswer(page)).toContainText('Fake model answer to: 第二个问题.');
    await expect(page.getByTestId('ai-conversation')).toHaveCount(1);
    await expect(page.getByTestId('ai-conversation')).toContainText('[slow] 请写一份路基工程中间计量说明');

    // Renamed in place, the title holds after a reload too.
    await page
      .getByTestId('ai-conversation')
      .getByRole('button', { name: /重命名/ })
      .click();
    const title = page.getByLabel(/对话标题/);
    await title.fill('路基计量说明');
    await title.press('Enter');
    await expect(page.getByTestId('ai-thread-title')).toHaveText('路基计量说明');
    await page.reload();
    await expect(page.getByTestId('ai-conversation')).toContainText('路基计量说明');
    expect(fake.aborted, 'the stop reached the provider').toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a provider failure keeps the partial answer and says the use was refunded', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://localhost:${server.port}` });
    const page = await context.newPage();
    await registerThroughUi(page, '失败用户');
    await openHydrated(page, '/Conversation?tool=writing');
    await ask(page, '[fail] 出错的问题');
    await expect(lastAnswer(page)).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
    await expect(lastAnswer(page)).toContainText('part-1');
    await expect(lastAnswer(page).getByTestId('ai-message-status')).toContainText('额度已退还');
    await context.close();
  });
});

test('offline drafting mode says so on the pages, and a standards answer carries its citations', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await registerThroughUi(page, '离线用户');
  await openHydrated(page, '/aiToolDetail?tool=standards');
  await expect(page.getByTestId('ai-mode-banner')).toHaveAttribute('data-mode', 'offline');
  await expect(page.getByTestId('ai-mode-banner')).toContainText('离线起草模式');
  await expect(page.getByTestId('ai-mode-banner')).toContainText('并非模型生成');
  await page.getByRole('link', { name: '开始使用「规范问答」' }).click();
  await expect(page).toHaveURL(/\/Conversation\?tool=standards/);
  await expect(page.getByTestId('ai-mode-banner')).toContainText('离线起草模式');

  await ask(page, '混凝土工程量如何计量？');
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(lastAnswer(page)).toContainText('离线起草');
  const citations = lastAnswer(page).getByTestId('ai-citations');
  await expect(citations.getByRole('link').first()).toBeVisible();
  const href = await citations.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/standard/);

  await page.reload();
  await expect(lastAnswer(page).getByTestId('ai-citations').getByRole('link').first()).toBeVisible();

  // An unknown tool on the detail page falls back to the catalogue with a notice.
  await openHydrated(page, '/aiToolDetail?tool=nope');
  await expect(page.getByTestId('ai-unknown-tool')).toBeVisible();
  await expect(page.getByTestId('ai-tool-contract')).toBeVisible();
  expect(errors).toEqual([]);
});
