import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './support';

// Stored payloads never execute. The test fixture pack holds a corpus of hostile news items (ids 211–213,
// tests/fixtures/content-pack, loaded by tests/seeded-data-template.ts): <script>, onerror=, onload=, javascript: links and iframes in
// titles, bodies and tags. Every payload would set window.__xss; the pages that show them must not.

const HOSTILE_IDS = [211, 212, 213];

async function expectInert(page: Page, url: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openHydrated(page, url);
  // Clicking whatever links a payload left behind must not run script either.
  for (const link of await page.locator('main a[href^="javascript:" i]').all()) await link.click({ force: true });
  const report = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const handlers = [...main.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => attribute.name),
    );
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      scripts: main.querySelectorAll('script, iframe, svg[onload], object, embed').length,
      jsLinks: main.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]').length,
      handlers,
    };
  });
  expect(report, url).toEqual({ xss: undefined, scripts: 0, jsLinks: 0, handlers: [] });
  expect(dialogs, url).toEqual([]);
}

for (const id of HOSTILE_IDS) {
  test(`hostile news ${id} is inert on its detail pages`, async ({ page }) => {
    await expectInert(page, `/news/${id}`);
    await expect(page.getByTestId('news-body')).not.toBeEmpty();
    await expectInert(page, `/detail/${id}`);
  });
}

test('hostile titles and tags are inert in lists, tag pages, the information search and site search', async ({ page, request }) => {
  const urls = ['/', '/news', '/news/list/10', '/news/list/401', '/news/list/1', '/news/tags', '/information'];
  for (const id of HOSTILE_IDS) {
    const { model } = (await (await request.post('/api/news/pub/get', { data: { id } })).json()) as {
      model: { tags: { id: number; name: string }[]; title: string };
    };
    // What a list shows of the title is plain text: the markup is gone, the words remain.
    expect(model.title).not.toMatch(/[<>]/);
    urls.push(...model.tags.map((tag) => `/news/tag/${tag.id}`));
    const word = model.title.slice(0, 4);
    urls.push(`/information?keyword=${encodeURIComponent(word)}`, `/search?keyword=${encodeURIComponent(word)}`);
  }
  for (const url of urls) await expectInert(page, url);
});

test('markup typed into the search boxes is shown as text, never run', async ({ page }) => {
  const payload = '<img src=x onerror="window.__xss=1">';
  await expectInert(page, `/information?keyword=${encodeURIComponent(payload)}`);
  await expect(page.getByTestId('information-search').getByRole('searchbox')).toHaveValue(payload.slice(0, 30));
  await expectInert(page, `/search?keyword=${encodeURIComponent(payload)}`);
});
