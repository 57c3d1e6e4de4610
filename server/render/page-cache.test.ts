import { describe, expect, it } from 'vitest';
import { createPageCache, type PageAnswer } from './page-cache';

const page = (html: string): PageAnswer => ({ kind: 'page', status: 200, html, etag: '"x"' });

describe('createPageCache', () => {
  it('answers a render that was under way when the content version moved on, and renders the new version afresh', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let finish!: (answer: PageAnswer) => void;
    const slow = cache.answer('/news/1', 1, () => new Promise((resolve) => (finish = resolve)));
    const next = cache.answer('/news/1', 2, async () => page('version 2'));
    finish(page('version 1'));
    expect((await slow).answer).toMatchObject({ html: 'version 1' });
    expect((await next).answer).toMatchObject({ html: 'version 2' });
    expect(await cache.answer('/news/1', 2, async () => page('again'))).toMatchObject({ hit: true, answer: { html: 'version 2' } });
  });
});
