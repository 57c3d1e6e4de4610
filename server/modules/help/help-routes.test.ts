import { describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { helpCalls } from '../../../shared/calls/help';
import type { searchCalls } from '../../../shared/calls/search';
import { readSeedData } from '../../db/seed-data';
import { accountClient, freshIp } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type TreeReply = CallReply<typeof helpCalls.catTree>;
type ListReply = CallReply<typeof helpCalls.listPaged>;
type ArticleReply = CallReply<typeof helpCalls.get>;
type ShareReply = CallReply<typeof helpCalls.share>;
type FeedbackReply = CallReply<typeof helpCalls.feedback>;
type StateReply = CallReply<typeof helpCalls.feedbackState>;

interface Seed {
  categories: { id: number; parentId: number | null; name: string }[];
  articles: { id: number; categoryId: number; number: string; title: string }[];
}

const seed: Seed = {
  categories: readSeedData<Seed['categories']>('packs/demo/help-categories.json'),
  articles: readSeedData<Seed['articles']>('packs/demo/help-articles.json'),
};
const ctx = withTestApp();
const PUB = '/api/news/pub/help';

const call = async <T>(path: string, payload?: unknown, options: { ip?: string; token?: string } = {}) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: path.startsWith('/') ? path : `${PUB}/${path}`,
      payload: payload as object,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      remoteAddress: options.ip ?? freshIp(),
    })
  ).json<T & { code: string; msg: string }>();

const notFound = (reason: 'helpArticleNotFound' | 'helpCategoryNotFound' | 'helpShareNotFound') => ({
  code: '40400',
  msg: serverMsg(reason),
});

describe('help catTree and listPaged', () => {
  it('answers the seeded tree: four groups holding ten categories, counts summed up the tree', async () => {
    const body = await call<TreeReply>('catTree');
    expect(body.code).toBe('30000');
    expect(body.list).toHaveLength(4);
    const leaves = body.list.flatMap((node) => (node.children.length ? node.children : [node]));
    expect(leaves).toHaveLength(10);
    expect(body.list.reduce((sum, node) => sum + node.count, 0)).toBe(seed.articles.length);
    expect(seed.articles.length).toBeGreaterThanOrEqual(80);
  });

  it('pages a group with its children, most recently updated first', async () => {
    const group = seed.categories.find(
      (category) => category.parentId === null && seed.categories.some((child) => child.parentId === category.id),
    )!;
    const children = new Set(seed.categories.filter((category) => category.parentId === group.id).map((category) => category.id));
    const expected = seed.articles.filter((article) => children.has(article.categoryId)).length;
    const first = await call<ListReply>('listPaged', { catId: group.id, page: 1, pageSize: 10 });
    expect(first).toMatchObject({ code: '30000', total: expected, category: { id: group.id, name: group.name } });
    expect(first.list).toHaveLength(10);
    const times = first.list.map((item) => item.updateTime);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await call<ListReply>('listPaged', { catId: group.id, page: Math.ceil(expected / 10), pageSize: 10 });
    expect(last.list.length).toBe(expected % 10 || 10);
    const past = await call<ListReply>('listPaged', { catId: group.id, page: 99 });
    expect(past).toMatchObject({ code: '30000', list: [], total: expected });
  });

  it('lists every article without a category', async () => {
    expect(await call<ListReply>('listPaged', {})).toMatchObject({ code: '30000', total: seed.articles.length, category: null });
  });

  it.each([
    ['an unknown category', { catId: 9999 }, notFound('helpCategoryNotFound')],
    ['a text category', { catId: 'abc' }, { code: '40001', msg: invalidMsg('type', { field: 'catId' }) }],
    ['a zero page', { page: 0 }, { code: '40001', msg: invalidMsg('minimum', { field: 'page', limit: 1 }) }],
    ['a page size of 51', { pageSize: 51 }, { code: '40001', msg: invalidMsg('maximum', { field: 'pageSize', limit: 50 }) }],
    ['an extra field', { sort: 'x' }, { code: '40001', msg: invalidMsg('additionalProperties', { field: 'sort' }) }],
  ])('refuses %s', async (_case, body, answer) => {
    expect(await call('listPaged', body)).toEqual(answer);
  });
});

describe('help get, getByNumber, getByShare', () => {
  const article = seed.articles[20]!;

  it('answers an article with anchored headings, its category trail, an image and related articles', async () => {
    const { model, code } = await call<ArticleReply>('get', { id: article.id });
    expect(code).toBe('30000');
    expect(model).toMatchObject({ id: article.id, resNumber: article.number, title: article.title });
    expect(model.headings.length).toBeGreaterThan(1);
    for (const heading of model.headings) expect(model.content).toContain(`id="${heading.id}"`);
    expect(model.content).toMatch(/<img src="\/illustrations\/help\/[a-z-]+\.svg"/);
    expect(model.categories.at(-1)!.id).toBe(article.categoryId);
    expect(model.categories.length).toBe(2);
    expect(model.related.length).toBeGreaterThan(0);
    expect(model.related.map((item) => item.id)).not.toContain(article.id);
  });

  it('finds the same article by its public number, trimmed', async () => {
    const byNumber = await call<ArticleReply>('getByNumber', { resNumber: ` ${article.number} ` });
    expect(byNumber.model.id).toBe(article.id);
  });

  it('counts a view once a day per visitor', async () => {
    const before = (await call<ArticleReply>('get', { id: article.id, visitorId: 'reader-1' })).model.readCount;
    const again = (await call<ArticleReply>('get', { id: article.id, visitorId: 'reader-1' })).model.readCount;
    expect(again).toBe(before);
    const other = (await call<ArticleReply>('getByNumber', { resNumber: article.number, visitorId: 'reader-2' })).model.readCount;
    expect(other).toBe(before + 1);
  });

  it.each([
    ['get', { id: 999_999 }, notFound('helpArticleNotFound')],
    ['get', { id: 0 }, { code: '40001', msg: invalidMsg('minimum', { field: 'id', limit: 1 }) }],
    ['get', {}, { code: '40001', msg: invalidMsg('required', { field: 'id' }) }],
    ['getByNumber', { resNumber: 'KB9999' }, notFound('helpArticleNotFound')],
    ['getByNumber', { resNumber: 'KB 01' }, { code: '40001', msg: invalidMsg('pattern', { field: 'resNumber' }) }],
    ['getByNumber', { resNumber: '../etc' }, { code: '40001', msg: invalidMsg('pattern', { field: 'resNumber' }) }],
    ['getByShare', { shareId: 'unknownShareId1' }, notFound('helpShareNotFound')],
    ['getByShare', { shareId: 'short' }, { code: '40001', msg: invalidMsg('pattern', { field: 'shareId' }) }],
  ])('%s refuses %j', async (path, body, answer) => {
    expect(await call(path, body)).toEqual(answer);
  });
});

describe('help share', () => {
  it('makes one share link per article that opens it for anyone', async () => {
    const article = seed.articles[5]!;
    const first = await call<ShareReply>('share', { id: article.id });
    expect(first.code).toBe('30000');
    expect(first.shareId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await call<ShareReply>('share', { id: article.id }, { ip: freshIp() })).shareId).toBe(first.shareId);
    const opened = await call<ArticleReply>('getByShare', { shareId: first.shareId });
    expect(opened.model).toMatchObject({ id: article.id, title: article.title });
    expect(await call<ShareReply>('share', { id: seed.articles[6]!.id })).not.toMatchObject({ shareId: first.shareId });
  });

  it('opens the seeded share links', async () => {
    const shares = readSeedData<{ shareId: string; articleId: number }[]>('packs/demo/help-shares.json');
    for (const share of shares) {
      expect((await call<ArticleReply>('getByShare', { shareId: share.shareId })).model.id).toBe(share.articleId);
    }
  });

  it('refuses an unknown article', async () => {
    expect(await call('share', { id: 999_999 })).toEqual(notFound('helpArticleNotFound'));
  });
});

describe('help feedback', () => {
  const article = seed.articles[40]!;

  it('records one vote per visitor: a second vote changes nothing', async () => {
    const before = await call<StateReply>('feedbackState', { id: article.id, visitorId: 'voter-1' });
    expect(before).toMatchObject({ code: '30000', vote: null });
    const first = await call<FeedbackReply>('feedback', { id: article.id, helpful: true, visitorId: 'voter-1' });
    expect(first).toMatchObject({
      code: '30000',
      counted: true,
      vote: 'helpful',
      helpfulCount: before.helpfulCount + 1,
      unhelpfulCount: before.unhelpfulCount,
    });
    const second = await call<FeedbackReply>('feedback', { id: article.id, helpful: false, visitorId: 'voter-1' });
    expect(second).toMatchObject({
      counted: false,
      vote: 'helpful',
      helpfulCount: first.helpfulCount,
      unhelpfulCount: first.unhelpfulCount,
    });
    expect(await call<StateReply>('feedbackState', { id: article.id, visitorId: 'voter-1' })).toMatchObject({ vote: 'helpful' });
    const other = await call<FeedbackReply>('feedback', { id: article.id, helpful: false, visitorId: 'voter-2' });
    expect(other).toMatchObject({ counted: true, vote: 'unhelpful', unhelpfulCount: first.unhelpfulCount + 1 });
  });

  it('keeps a logged-in user to one vote whichever visitor id the browser sends', async () => {
    const users = accountClient(ctx);
    const { token } = await users.register();
    const first = await call<FeedbackReply>('feedback', { id: article.id, helpful: true, visitorId: 'browser-a' }, { token });
    expect(first.counted).toBe(true);
    const again = await call<FeedbackReply>('feedback', { id: article.id, helpful: true, visitorId: 'browser-b' }, { token });
    expect(again).toMatchObject({ counted: false, helpfulCount: first.helpfulCount });
  });

  it('without a visitor id tells visitors apart by address', async () => {
    const ip = freshIp();
    expect((await call<FeedbackReply>('feedback', { id: article.id, helpful: true }, { ip })).counted).toBe(true);
    expect((await call<FeedbackReply>('feedback', { id: article.id, helpful: true }, { ip })).counted).toBe(false);
  });

  it.each([
    [{ id: 999_999, helpful: true }, notFound('helpArticleNotFound')],
    [
      { id: 1, helpful: 'yes' },
      { code: '40001', msg: invalidMsg('type', { field: 'helpful' }) },
    ],
    [{ id: 1 }, { code: '40001', msg: invalidMsg('required', { field: 'helpful' }) }],
    [
      { id: 1, helpful: true, visitorId: '' },
      { code: '40001', msg: invalidMsg('minLength', { field: 'visitorId', limit: 1 }) },
    ],
  ])('refuses %j', async (body, answer) => {
    expect(await call('feedback', body)).toEqual(answer);
  });
});

describe('site search of help articles', () => {
  it('finds an article by a phrase of its body and by its number', async () => {
    const search = async (keyword: string) =>
      call<CallReply<typeof searchCalls.search>>('/api/news/pub/search', { keyword, type: 'help', page: 1, pageSize: 10 });
    const phrase = '清单编码的唯一性';
    const byBody = await search(phrase);
    const [group] = byBody.groups;
    expect(group).toMatchObject({ type: 'help', total: 1 });
    expect(group!.list[0]!.title).not.toContain(phrase);
    expect(group!.list[0]!.snippet).toContain(phrase);
    const byNumber = await search(seed.articles[0]!.number);
    expect(byNumber.groups[0]!.list[0]!.id).toBe(seed.articles[0]!.id);
  });
});
