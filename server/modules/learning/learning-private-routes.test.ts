import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { learningCalls } from '../../../shared/calls/learning';
import { lessonId, readLearningSeed } from './learning-seeder';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type UserList = CallReply<typeof learningCalls.userListNew>;
type UnionSearch = CallReply<typeof learningCalls.unionSearch>;
type KeptList = CallReply<typeof learningCalls.listByFavoritePaged>;
type OperationReply = CallReply<typeof learningCalls.userOperationState>;

const seed = readLearningSeed();
const courses = seed.categories.flatMap((cat) => cat.videos.map((video) => ({ ...video, catId: cat.id })));
const [first, second, third] = courses;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

let token: string;
let other: string;
beforeAll(async () => {
  token = (await client.register()).token;
  other = (await client.register()).token;
});

describe('every private call needs a session (HTTP 401)', () => {
  it.each([
    ['/ai/videoRes/listNew', {}],
    ['/ai/videoCat/unionSearchNew', { keyword: first!.title }],
    ['/ai/videoRes/listByFavoritePaged', {}],
    ['/ai/videoRes/savePosition', { lessonId: lessonId(first!.id, 1), position: 3 }],
  ])('%s', async (url, body) => {
    const response = await client.post(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: '40100' });
    expect((await client.post(url, body, { token: 'not-a-session' })).statusCode).toBe(401);
  });
});

describe('videoRes/listByFavoritePaged', () => {
  it('lists the favourites latest first, the stars apart, each user their own', async () => {
    for (const video of [first!, second!]) await client.call('/ai/pub/videoRes/favorite', { id: video.id }, { token });
    await client.call('/ai/pub/videoRes/addStar', { id: third!.id }, { token });
    const favorites = await client.call<KeptList>('/ai/videoRes/listByFavoritePaged', {}, { token });
    expect(favorites).toMatchObject({ code: '30000', total: 2 });
    expect(favorites.list.map((item) => item.id)).toEqual([second!.id, first!.id]);
    expect(favorites.list[0]!.at).toMatch(/^\d{4}-/);
    const stars = await client.call<KeptList>('/ai/videoRes/listByFavoritePaged', { kind: 'star' }, { token });
    expect(stars.list.map((item) => item.id)).toEqual([third!.id]);
    const paged = await client.call<KeptList>('/ai/videoRes/listByFavoritePaged', { page: 2, pageSize: 1 }, { token });
    expect(paged).toMatchObject({ total: 2, list: [{ id: first!.id }] });
    expect(await client.call('/ai/videoRes/listByFavoritePaged', { page: 3, pageSize: 1 }, { token })).toMatchObject({
      list: [],
      total: 2,
    });
    expect(await client.call('/ai/videoRes/listByFavoritePaged', {}, { token: other })).toMatchObject({ list: [], total: 0 });
    expect(await client.call('/ai/videoRes/listByFavoritePaged', { kind: 'praise' }, { token })).toMatchObject({ code: '40001' });
  });
});

describe('videoRes/listNew and videoCat/unionSearchNew', () => {
  it('mark the courses the user favourited and starred', async () => {
    const list = await client.call<UserList>('/ai/videoRes/listNew', { catId: first!.catId, pageSize: 50 }, { token });
    expect(list.total).toBe(seed.categories[0]!.videos.length);
    const marks = Object.fromEntries(list.list.map((item) => [item.id, [item.favorited, item.starred]]));
    expect(marks[first!.id]).toEqual([true, false]);
    expect(marks[third!.id]).toEqual([false, true]);
    expect(await client.call('/ai/videoRes/listNew', { sort: 'x' }, { token })).toMatchObject({ code: '40001' });
  });

  it('searches across categories, counting the matches of each', async () => {
    const keyword = seed.categories[2]!.name;
    const body = await client.call<UnionSearch>('/ai/videoCat/unionSearchNew', { keyword }, { token });
    expect(body.code).toBe('30000');
    expect(body.cats).toHaveLength(seed.categories.length);
    expect(body.total).toBe(body.cats.reduce((sum, cat) => sum + cat.count, 0));
    expect(body.total).toBeGreaterThan(0);
    expect(body.list.every((item) => `${item.title}${item.memo}`.includes(keyword))).toBe(true);
    const narrowed = await client.call<UnionSearch>('/ai/videoCat/unionSearchNew', { keyword, catId: body.list[0]!.catId }, { token });
    expect(narrowed.list.every((item) => item.catId === body.list[0]!.catId)).toBe(true);
    // The /video list's sort goes along, so a user's page is the visitors' page in the same order.
    const popular = await client.call<UnionSearch>('/ai/videoCat/unionSearchNew', { keyword, sort: 'popular', pageSize: 50 }, { token });
    const publicPopular = await client.call<UserList>('/ai/pub/videoRes/listNew', { keyword, sort: 'popular', pageSize: 50 });
    expect(popular.list.map((item) => item.id)).toEqual(publicPopular.list.map((item) => item.id));
    expect(await client.call('/ai/videoCat/unionSearchNew', { keyword, sort: 'x' }, { token })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/videoCat/unionSearchNew', { keyword: '   ' }, { token })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/videoCat/unionSearchNew', {}, { token })).toMatchObject({ code: '40001' });
  });

  // A page with no row counts its total apart; the user's marks took a parameter that count did not use (a 500).
  it.each([
    ['a keyword nothing matches', { keyword: 'no-such-course-anywhere' }],
    ['a category and a keyword nothing matches', { catId: first!.catId, keyword: 'no-such-course-anywhere' }],
    ['a page past the end', { page: 1000 }],
  ])('answer an empty page for %s, with its total', async (_case, query) => {
    const list = await client.call<UserList>('/ai/videoRes/listNew', query, { token });
    const union = await client.call<UnionSearch>(
      '/ai/videoCat/unionSearchNew',
      { keyword: 'no-such-course-anywhere', ...query },
      { token },
    );
    const anonymous = await client.call<UserList>('/ai/pub/videoRes/listNew', query);
    expect(list).toMatchObject({ code: '30000', list: [], total: anonymous.total });
    expect(union).toMatchObject({ code: '30000', list: [], total: 0 });
    if ('page' in query) expect(list.total).toBe(courses.length);
  });
});

describe('videoRes/savePosition', () => {
  it('keeps where the user stopped in each lesson, capped at its length, and userOperationState answers it', async () => {
    const lesson1 = lessonId(first!.id, 1);
    const lesson2 = lessonId(first!.id, 2);
    expect(await client.call('/ai/videoRes/savePosition', { lessonId: lesson1, position: 5 }, { token })).toMatchObject({ code: '30000' });
    await client.call('/ai/videoRes/savePosition', { lessonId: lesson1, position: 7 }, { token });
    await client.call('/ai/videoRes/savePosition', { lessonId: lesson2, position: 86_400 }, { token });
    const state = await client.call<OperationReply>('/ai/pub/videoRes/userOperationState', { id: first!.id }, { token });
    const duration = seed.clips[(first!.id + 1) % seed.clips.length]!.duration;
    expect(state.model.positions).toEqual([
      { lessonId: lesson1, position: 7 },
      { lessonId: lesson2, position: duration },
    ]);
    const theirs = await client.call<OperationReply>('/ai/pub/videoRes/userOperationState', { id: first!.id }, { token: other });
    expect(theirs.model.positions).toEqual([]);
  });

  it('refuses an unknown lesson and a bad position', async () => {
    expect(await client.call('/ai/videoRes/savePosition', { lessonId: 999999, position: 1 }, { token })).toEqual({
      code: '40400',
      msg: serverMsg('lessonNotFound'),
    });
    expect(await client.call('/ai/videoRes/savePosition', { lessonId: lessonId(first!.id, 1), position: -1 }, { token })).toMatchObject({
      code: '40001',
    });
    expect(await client.call('/ai/videoRes/savePosition', { lessonId: lessonId(first!.id, 1), position: 1.5 }, { token })).toMatchObject({
      code: '40001',
    });
    expect(await client.call('/ai/videoRes/savePosition', { lessonId: lessonId(first!.id, 1) }, { token })).toMatchObject({
      code: '40001',
    });
  });
});
