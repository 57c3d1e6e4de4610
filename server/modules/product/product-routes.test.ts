import { describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { productCalls, solutionCalls } from '../../../shared/calls/product';
import type { searchCalls } from '../../../shared/calls/search';
import { productLogSeed, productSeed, solutionSeed } from './product-seeder';
import { freshIp } from '../../test-support/accounts';
import { serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type Products = CallReply<typeof productCalls.listPaged>;
type Product = CallReply<typeof productCalls.get>;
type Log = CallReply<typeof productCalls.logPaged>;
type Solutions = CallReply<typeof solutionCalls.listPaged>;
type Solution = CallReply<typeof solutionCalls.get>;
type Search = CallReply<typeof searchCalls.search>;

const ctx = withTestApp();

const call = async <T>(path: string, payload: unknown = {}) =>
  (await ctx.app.inject({ method: 'POST', url: `/api${path}`, payload: payload as object, remoteAddress: freshIp() })).json<
    T & { code: string; msg: string }
  >();
const productId = async (code: string) => (await ctx.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]))[0]!.id;
const solutionId = async (code: string) => (await ctx.db.query<{ id: number }>('SELECT id FROM solutions WHERE code = $1', [code]))[0]!.id;
const notFound = (key: 'productNotFound' | 'solutionNotFound') => ({ code: '40400', msg: serverMsg(key) });
const newestFirst = (times: string[]) => times.every((time, i) => i === 0 || Date.parse(times[i - 1]!) >= Date.parse(time));

describe.each(['/news/pub', '/ai/pub'])('products under %s', (prefix) => {
  it('lists the whole catalogue in catalogue order, and one category', async () => {
    const all = await call<Products>(`${prefix}/product/listPaged`, { pageSize: 50 });
    expect(all.code).toBe('30000');
    expect(all.total).toBe(productSeed().length);
    expect(all.list.map((item) => item.name)).toEqual(productSeed().map((item) => item.name));
    const mobile = await call<Products>(`${prefix}/product/listPaged`, { category: 'MOBILE' });
    expect(mobile.list.map((item) => item.category)).toEqual(
      productSeed()
        .filter((p) => p.category === 'MOBILE')
        .map(() => 'MOBILE'),
    );
    const second = await call<Products>(`${prefix}/product/listPaged`, { page: 2, pageSize: 3 });
    expect(second.list.map((item) => item.name)).toEqual(
      productSeed()
        .slice(3, 6)
        .map((item) => item.name),
    );
  });

  it('gives a product with its features, screens, editions and the solutions that use it', async () => {
    const id = await productId('gisbim');
    const { model, code } = await call<Product>(`${prefix}/product/get`, { id });
    const seed = productSeed().find((item) => item.code === 'gisbim')!;
    expect(code).toBe('30000');
    expect(model).toMatchObject({
      id,
      name: seed.name,
      features: seed.features,
      screens: seed.screens,
      editions: seed.editions,
      cover: seed.screens[0]!.kind,
    });
    const using = solutionSeed().filter((solution) => solution.products.includes('gisbim'));
    expect(model.solutions.map((solution) => solution.title).sort()).toEqual(using.map((solution) => solution.title).sort());
  });

  it('answers 40400 for an unknown product, and for a solution asked as a product', async () => {
    expect(await call(`${prefix}/product/get`, { id: 999_999 })).toMatchObject(notFound('productNotFound'));
    expect(await call(`${prefix}/product/get`, { id: await solutionId('road-owner') })).toMatchObject(notFound('productNotFound'));
    expect(await call(`${prefix}/product/logPaged`, { productId: 999_999 })).toMatchObject(notFound('productNotFound'));
  });
});

describe('the update log', () => {
  it('pages every release newest first', async () => {
    const first = await call<Log>('/news/pub/product/logPaged', { pageSize: 20 });
    expect(first.total).toBe(productLogSeed().length);
    expect(first.total).toBeGreaterThanOrEqual(60);
    const pages = [first];
    for (let page = 2; (page - 1) * 20 < first.total; page++)
      pages.push(await call<Log>('/news/pub/product/logPaged', { page, pageSize: 20 }));
    const entries = pages.flatMap((page) => page.list);
    expect(entries).toHaveLength(first.total);
    expect(newestFirst(entries.map((entry) => entry.releaseTime))).toBe(true);
    const past = await call<Log>('/news/pub/product/logPaged', { page: 99, pageSize: 20 });
    expect(past).toMatchObject({ list: [], total: first.total });
  });

  it('keeps to one product when asked', async () => {
    const id = await productId('jzb');
    const log = await call<Log>('/news/pub/product/logPaged', { productId: id, pageSize: 50 });
    expect(log.total).toBe(productLogSeed().filter((entry) => entry.product === 'jzb').length);
    expect(log.list.every((entry) => entry.product.id === id)).toBe(true);
    expect(log.list[0]!.version).toBe('V1.6.2');
  });
});

describe('solutions', () => {
  it('lists an industry with every industry counted', async () => {
    const tunnel = await call<Solutions>('/news/pub/solution/listPaged', { industry: 'TUNNEL' });
    expect(tunnel.list.map((item) => item.industry)).toEqual(['TUNNEL', 'TUNNEL']);
    expect(tunnel.industries.map((item) => item.industry)).toEqual(['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER']);
    expect(tunnel.industries.reduce((sum, item) => sum + item.count, 0)).toBe(solutionSeed().length);
    expect(tunnel.industries.every((item) => item.count >= 2 && item.count <= 4)).toBe(true);
  });

  it('gives a solution with its products in order and its cases', async () => {
    const id = await solutionId('subway-owner');
    const { model } = await call<Solution>('/news/pub/solution/get', { id });
    const seed = solutionSeed().find((item) => item.code === 'subway-owner')!;
    expect(model.products.map((product) => product.name)).toEqual(
      seed.products.map((code) => productSeed().find((p) => p.code === code)!.name),
    );
    expect(model.cases).toEqual(seed.cases);
    expect(await call('/news/pub/solution/get', { id: await productId('erp') })).toMatchObject(notFound('solutionNotFound'));
  });

  it.each([
    ['an unknown industry', '/news/pub/solution/listPaged', { industry: 'MOON' }],
    ['an unknown category', '/news/pub/product/listPaged', { category: 'toys' }],
    ['a text id', '/news/pub/product/get', { id: 'abc' }],
    ['a zero id', '/news/pub/solution/get', { id: 0 }],
    ['no id', '/news/pub/solution/get', {}],
    ['a page size too big', '/news/pub/product/logPaged', { pageSize: 500 }],
  ])('refuses %s with 40001', async (_, path, body) => {
    const answer = await call(path, body);
    expect(answer.code).toBe('40001');
    expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('site search, product type', () => {
  it('finds products and solutions by a word of their text, each marked with its kind', async () => {
    const found = await call<Search>('/news/pub/search', { keyword: '围岩', type: 'product' });
    const hits = found.groups[0]!.list;
    expect(hits.some((hit) => hit.kind === 'solution')).toBe(true);
    const product = await call<Search>('/news/pub/search', { keyword: '倾斜摄影', type: 'product' });
    expect(product.groups[0]!.list.map((hit) => [hit.kind, hit.id])).toContainEqual(['product', await productId('gisbim')]);
  });
});
