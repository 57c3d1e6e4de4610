import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { learningCalls } from '../../../shared/calls/learning';
import { lessonId, readLearningSeed } from './learning-seeder';
import { CLIPS_DIR } from './video-rows';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';

type CheckLogin = CallReply<typeof learningCalls.checkLogin>;

// The clip route: HTTP ranges for seeking, and login-required courses only for a logged-in user.

const seed = readLearningSeed();
const courses = seed.categories.flatMap((cat) => cat.videos);
const open = courses.find((video) => !video.login)!;
const locked = courses.find((video) => video.login)!;
const clipOf = (videoId: number, seq: number) => seed.clips[(videoId + seq - 1) % seed.clips.length]!.file;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const fileUrl = (videoId: number, seq = 1, ticket?: string) =>
  `/ai/pub/videoRes/file/${lessonId(videoId, seq)}${ticket ? `?ticket=${ticket}` : ''}`;

let token: string;
beforeAll(async () => {
  token = (await client.register()).token;
});

describe('a public course', () => {
  const bytes = readFileSync(join(CLIPS_DIR, clipOf(open.id, 1)));

  it('serves the whole clip with Accept-Ranges and a day of caching', async () => {
    const response = await get(fileUrl(open.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a range with 206, Content-Range and exactly those bytes', async () => {
    const response = await get(fileUrl(open.id), { range: 'bytes=100-1123' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
    expect(response.headers['content-length']).toBe('1024');
    expect(response.rawPayload.equals(bytes.subarray(100, 1124))).toBe(true);
    const tail = await get(fileUrl(open.id), { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
  });

  it('answers 416 for a range past the end of the file', async () => {
    const response = await get(fileUrl(open.id), { range: `bytes=${bytes.length + 10}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers 40400 for an unknown lesson and 40001 for a malformed one or ticket', async () => {
    expect((await get('/ai/pub/videoRes/file/999999')).json()).toMatchObject({ code: '40400' });
    expect((await get('/ai/pub/videoRes/file/abc')).json()).toMatchObject({ code: '40001' });
    expect((await get(`${fileUrl(open.id)}?ticket=${encodeURIComponent('a b')}`)).json()).toMatchObject({ code: '40001' });
  });

  it('serves covers, and no other file by name', async () => {
    const cover = await get('/ai/pub/videoRes/cover/clip-1.jpg');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.length).toBe(statSync(join(CLIPS_DIR, 'clip-1.jpg')).size);
    expect((await get('/ai/pub/videoRes/cover/make-clips.sh')).json()).toMatchObject({ code: '40001' });
    expect((await get('/ai/pub/videoRes/cover/..%2Fvideos.jpg')).json()).toMatchObject({ code: '40001' });
    expect((await get('/ai/pub/videoRes/cover/none.jpg')).statusCode).toBe(404);
  });
});

describe('a course cover', () => {
  const themes = { main: JSON.parse(readFileSync('themes/main.json', 'utf8')), erp: JSON.parse(readFileSync('themes/erp.json', 'utf8')) };

  it("is drawn with the course title and category in the asking tenant's colours, not a test pattern", async () => {
    const [cat] = seed.categories;
    const course = cat!.videos[0]!;
    const main = await get(`/ai/pub/videoRes/cover/course-${course.id}.svg`);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(main.headers['cache-control']).toBe('public, max-age=86400');
    expect(main.headers.vary).toMatch(/host/i);
    expect(main.body).toMatch(/^<svg /);
    expect(main.body).toContain(cat!.name);
    expect(main.body).toContain(`aria-label="${course.title}"`);
    expect(main.body).toContain(themes.main.colors.primary);
    const erp = await get(`/ai/pub/videoRes/cover/course-${course.id}.svg`, { host: 'erp.example.com' });
    expect(erp.body).toContain(themes.erp.colors.primary);
    expect(erp.body).not.toContain(themes.main.colors.primary);
  });

  it('answers 40400 for an unknown course', async () => {
    expect((await get('/ai/pub/videoRes/cover/course-999999.svg')).json()).toMatchObject({ code: '40400' });
  });
});

describe('a login-required course', () => {
  it('refuses its clip to a visitor (HTTP 401), with or without a range', async () => {
    for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
      const response = await get(fileUrl(locked.id), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: '40100' });
    }
    expect((await get(fileUrl(locked.id, 1, 'A'.repeat(43)))).statusCode).toBe(401);
  });

  it('serves it with the ticket of checkLogin, ranges included, privately cached', async () => {
    const { model } = await client.call<CheckLogin>('/ai/pub/videoRes/checkLogin', { id: locked.id }, { token });
    const bytes = readFileSync(join(CLIPS_DIR, clipOf(locked.id, 2)));
    const response = await get(fileUrl(locked.id, 2, model.ticket!), { range: 'bytes=0-499' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.rawPayload.equals(bytes.subarray(0, 500))).toBe(true);
    // The ticket is reused by the player's later ranges.
    expect((await get(fileUrl(locked.id, 2, model.ticket!), { range: 'bytes=500-999' })).statusCode).toBe(206);
  });

  it('serves it to the bearer of a session, and refuses a ticket of another course or an expired one', async () => {
    expect((await get(fileUrl(locked.id), { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const other = courses.find((video) => video.login && video.id !== locked.id)!;
    const { model } = await client.call<CheckLogin>('/ai/pub/videoRes/checkLogin', { id: other.id }, { token });
    expect((await get(fileUrl(locked.id, 1, model.ticket!))).statusCode).toBe(401);
    await ctx.db.query("UPDATE video_play_tickets SET expires_at = now() - interval '1 second'");
    expect((await get(fileUrl(other.id, 1, model.ticket!))).statusCode).toBe(401);
  });
});
