import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

// The not-found page speaks Chinese only (SPEC §2's English sentence stays the router's
// status text, not page text) and the server answers such addresses with HTTP 404.

/** Three Latin words in a row: an English sentence, not a code or a brand. */
const LATIN_SENTENCE = /[A-Za-z]+(?:[\s,.'’-]+[A-Za-z]+){2,}/;

for (const url of ['/no/such/page', '/help/num/ZZ9999']) {
  test(`${url} answers 404 and its not-found page holds no Latin sentence`, async ({ page, request }) => {
    const answer = await request.get(url);
    expect(answer.status()).toBe(404);
    await openHydrated(page, url);
    const box = page.getByTestId('error-notFound');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('抱歉，您访问的页面不存在');
    expect(await box.innerText()).not.toMatch(LATIN_SENTENCE);
  });
}
