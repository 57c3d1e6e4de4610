import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { learningCalls } from '../../../shared/calls/learning';
import { lessonId, readLearningSeed } from './learning-seeder';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type CatList = CallReply<typeof learningCalls.catList>;
type VideoList = CallReply<typeof learningCalls.listNew>;
type VideoGet = CallReply<typeof learningCalls.get>;
type OperationReply = CallReply<typeof learningCalls.userOperationState>;
type CheckLogin = CallReply<typeof learningCalls.checkLogin>;

const seed = readLearningSeed();
const courses = seed.categories.flatMap((cat) => cat.videos.map((video) => ({ ...video, catId: cat.id })));
const open = courses.find((video) => !video.login)!;
const locked = courses.find((video) => video.login)!;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);
const notFound = (key: 'videoNotFound' | 'videoCategoryNotFound' | 'lessonNotFound') => ({ code: '40400', msg: serverMsg(key) });

let token: string;
beforeAll(async () => {
  token = (await client.register()).token;
});

describe('videoCat/list', () => {
  it('lists every category in its order with its count of courses', async () => {
    const body = await client.call<CatList>('/ai/pub/videoCat/list');
    expect(body.code).toBe('30000');
    expect(body.list).toEqual(seed.categories.map((cat) => ({ id: cat.id, name: cat.name, count: cat.videos.length })));
    expect(body.list.length).toBeGreaterThanOrEqual(8);
    expect(body.list.reduce((sum, cat) => sum + cat.count, 0)).toBeGreaterThanOrEqual(40);
  });
});

describe('videoRes/listNew', () => {
  const url = '/ai/pub/videoRes/listNew';

  it('pages every course newest first, with lessons, duration, cover and counters', async () => {
    const first = await client.call<VideoList>(url, { page: 1, pageSize: 10 });
    expect(first.code).toBe('30000');
    expect(first.total).toBe(courses.length);
    expect(first.list).toHaveLength(10);
    const times = first.list.map((item) => item.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    const item = first.list[0]!;
    const source = courses.find((video) => video.id === item.id)!;
    expect(item).toMatchObject({
      title: source.title,
      lessonCount: source.lessons.length,
      starCount: source.stars,
      loginRequired: source.login === true,
    });
    expect(item.duration).toBeGreaterThan(0);
    // Drawn covers (course-cover.ts), not frames of the clips' ffmpeg test patterns.
    expect(item.cover).toBe(`/api/ai/pub/videoRes/cover/course-${item.id}.svg`);
    const last = await client.call<VideoList>(url, { page: 5, pageSize: 10 });
    expect(last.list).toHaveLength(courses.length - 40);
    const past = await client.call<VideoList>(url, { page: 9, pageSize: 10 });
    expect(past).toMatchObject({ code: '30000', list: [], total: courses.length });
  });

  it('narrows to a category and a keyword; sorts by stars', async () => {
    const cat = seed.categories[1]!;
    const byCat = await client.call<VideoList>(url, { catId: cat.id, pageSize: 50 });
    expect(byCat.list.map((item) => item.id).sort((a, b) => a - b)).toEqual(cat.videos.map((video) => video.id));
    const keyword = open.title.slice(0, 4);
    const byWord = await client.call<VideoList>(url, { keyword: `  ${keyword} ` });
    expect(byWord.list.map((item) => item.id)).toContain(open.id);
    expect(byWord.list.every((item) => item.title.includes(keyword) || item.memo.includes(keyword))).toBe(true);
    const popular = await client.call<VideoList>(url, { sort: 'popular', pageSize: 5 });
    const stars = popular.list.map((item) => item.starCount);
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    expect(await client.call(url)).toMatchObject({ code: '30000', total: courses.length });
  });

  it('refuses bad input with a business error', async () => {
    expect(await client.call(url, { catId: 0 })).toMatchObject({ code: '40001' });
    expect(await client.call(url, { sort: 'oldest' })).toMatchObject({ code: '40001' });
    expect(await client.call(url, { pageSize: 51 })).toMatchObject({ code: '40001' });
    expect(await client.call(url, { keyword: 'x'.repeat(31) })).toMatchObject({
      code: '40001',
      msg: invalidMsg('maxLength', { field: 'keyword', limit: 30 }),
    });
    expect(await client.call(url, { unknown: 1 })).toMatchObject({ code: '40001' });
    expect(await client.call(url, { catId: 9999 })).toEqual(notFound('videoCategoryNotFound'));
  });
});

describe('videoRes/getRecommendVideo', () => {
  it('answers recommended courses first, leaving out the one being watched', async () => {
    const body = await client.call<VideoList>('/ai/pub/videoRes/getRecommendVideo', { excludeId: open.id, size: 4 });
    expect(body.list).toHaveLength(4);
    expect(body.list.map((item) => item.id)).not.toContain(open.id);
    const recommended = new Set(courses.filter((video) => video.recommended).map((video) => video.id));
    expect(body.list.every((item) => recommended.has(item.id))).toBe(true);
    const inCat = await client.call<VideoList>('/ai/pub/videoRes/getRecommendVideo', { catId: open.catId });
    expect(inCat.list.every((item) => item.catId === open.catId)).toBe(true);
    expect(await client.call('/ai/pub/videoRes/getRecommendVideo', { size: 13 })).toMatchObject({ code: '40001' });
  });
});

describe('videoRes/get', () => {
  it('answers a course with its lessons and counts a view once per visitor per day', async () => {
    const first = await client.call<VideoGet>('/ai/pub/videoRes/get', { id: open.id, visitorId: 'learning-visitor-1' });
    expect(first.code).toBe('30000');
    expect(first.model.lessons.map((lesson) => lesson.title)).toEqual(open.lessons);
    expect(first.model.lessons.map((lesson) => lesson.id)).toEqual(open.lessons.map((_, index) => lessonId(open.id, index + 1)));
    expect(first.model.duration).toBe(first.model.lessons.reduce((sum, lesson) => sum + lesson.duration, 0));
    const again = await client.call<VideoGet>('/ai/pub/videoRes/get', { id: open.id, visitorId: 'learning-visitor-1' });
    expect(again.model.viewCount).toBe(first.model.viewCount);
    const other = await client.call<VideoGet>('/ai/pub/videoRes/get', { id: open.id, visitorId: 'learning-visitor-2' });
    expect(other.model.viewCount).toBe(first.model.viewCount + 1);
  });

  it('answers 40400 for an unknown course and 40001 for a malformed id', async () => {
    expect(await client.call('/ai/pub/videoRes/get', { id: 99999 })).toEqual(notFound('videoNotFound'));
    expect(await client.call('/ai/pub/videoRes/get', { id: 'x' })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/pub/videoRes/get', {})).toMatchObject({ code: '40001' });
  });
});

describe('favorite, addStar and userOperationState', () => {
  it('needs a session (HTTP 401) for every change', async () => {
    for (const name of ['favorite', 'cancelFavorite', 'addStar', 'reduceStar']) {
      const response = await client.post(`/ai/pub/videoRes/${name}`, { id: open.id });
      expect(response.statusCode, name).toBe(401);
      expect(response.json()).toMatchObject({ code: '40100' });
    }
  });

  it('favourites and stars a course, and takes both back', async () => {
    const before = await client.call<OperationReply>('/ai/pub/videoRes/userOperationState', { id: open.id }, { token });
    expect(before.model).toMatchObject({ favorited: false, starred: false, starCount: open.stars, positions: [] });
    const fav = await client.call<OperationReply>('/ai/pub/videoRes/favorite', { id: open.id }, { token });
    expect(fav.model).toMatchObject({ favorited: true, favoriteCount: before.model.favoriteCount + 1 });
    await client.call('/ai/pub/videoRes/favorite', { id: open.id }, { token });
    const star = await client.call<OperationReply>('/ai/pub/videoRes/addStar', { id: open.id }, { token });
    expect(star.model).toMatchObject({
      favorited: true,
      starred: true,
      starCount: open.stars + 1,
      favoriteCount: before.model.favoriteCount + 1,
    });
    const visitor = await client.call<OperationReply>('/ai/pub/videoRes/userOperationState', { id: open.id });
    expect(visitor.model).toMatchObject({ favorited: false, starred: false, starCount: open.stars + 1 });
    expect((await client.call<OperationReply>('/ai/pub/videoRes/reduceStar', { id: open.id }, { token })).model).toMatchObject({
      starred: false,
      starCount: open.stars,
    });
    expect((await client.call<OperationReply>('/ai/pub/videoRes/cancelFavorite', { id: open.id }, { token })).model).toMatchObject({
      favorited: false,
    });
  });

  it('answers 40400 for an unknown course and 40001 for a bad body', async () => {
    expect(await client.call('/ai/pub/videoRes/favorite', { id: 99999 }, { token })).toEqual(notFound('videoNotFound'));
    expect(await client.call('/ai/pub/videoRes/addStar', { id: -1 }, { token })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/pub/videoRes/userOperationState', { id: 99999 })).toEqual(notFound('videoNotFound'));
  });
});

describe('videoRes/checkLogin', () => {
  it('says whether a course needs a login, and gives a logged-in user a play ticket for it', async () => {
    expect((await client.call<CheckLogin>('/ai/pub/videoRes/checkLogin', { id: locked.id })).model).toEqual({
      loginRequired: true,
      loggedIn: false,
      ticket: null,
    });
    const user = await client.call<CheckLogin>('/ai/pub/videoRes/checkLogin', { id: locked.id }, { token });
    expect(user.model).toMatchObject({ loginRequired: true, loggedIn: true });
    expect(user.model.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.call<CheckLogin>('/ai/pub/videoRes/checkLogin', { id: open.id }, { token })).model).toEqual({
      loginRequired: false,
      loggedIn: true,
      ticket: null,
    });
    expect(await client.call('/ai/pub/videoRes/checkLogin', { id: 99999 })).toEqual(notFound('videoNotFound'));
  });
});
