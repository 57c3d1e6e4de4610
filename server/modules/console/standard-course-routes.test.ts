import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorialCourse } from '../../../shared/calls/console-courses';
import type { EditorialStandard } from '../../../shared/calls/console-standards';
import server from '../../../locales/zh-cn/server.json';
import { SEED_DATA_DIR } from '../../paths';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { MINIMAL_PDF, uploadAs } from '../../test-support/media-fixtures';
import { consoleCaller, DEMO_ADMIN, DEMO_EDITOR } from '../../test-support/console';
import { withTestApp } from '../../test-support/test-app';

// Standards with a PDF and courses with uploaded lessons, through the console's calls, as visitors then see them.

const ctx = withTestApp({ ...accountTestOptions().options, releaseCheckMs: 20 });
const client = accountClient(ctx);
const CLIP = readFileSync(join(SEED_DATA_DIR, 'learning', 'clips', 'clip-1.mp4'));

let admin: string;
let editor: string;
let reader: string;
let categoryId: number;

const consoleCall = consoleCaller(client);
const publicCall = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  client.call<T & { code: string }>(path, body, { token });

beforeAll(async () => {
  admin = (await client.login(DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
  editor = (await client.login(DEMO_EDITOR.phone, DEMO_EDITOR.password)).token;
  reader = (await client.register()).token;
  categoryId = (await ctx.db.query<{ id: number }>("SELECT id FROM content_categories WHERE cat_type = 'standard' ORDER BY id LIMIT 1"))[0]!
    .id;
});

describe('standards in the console', () => {
  it('writes a draft with a PDF that visitors see and download once published, and not after it is withdrawn', async () => {
    const pdf = (await uploadAs(ctx.app, admin, 'pdf', 'JTG 3450-2026.pdf', MINIMAL_PDF)).body.file;
    const created = await consoleCall<EditorialStandard>(
      'standard/create',
      { number: 'JTG 3450-2026', title: 'Quillmoor 路基试验规程', categoryId, issuer: '交通运输部', status: '现行', pdfUrl: pdf.url },
      admin,
    );
    expect(created.item).toMatchObject({ state: 'draft', tenants: ['main'], pdfUrl: pdf.url, pdfName: 'JTG 3450-2026.pdf', version: 1 });
    const { id } = created.item;
    const doc = (docType = 'standard') => publicCall('/news/pub/doc/get', { docType, id });
    expect((await doc()).code).toBe('40400');

    const elsewhere = await client.call('/crm/sdm/console/standard/preview', { id, tenant: 'kunlun' }, { token: admin });
    expect(elsewhere).toMatchObject({ code: '40300', msg: server.console.otherTenant });
    const preview = await client.call<{ url: string }>('/crm/sdm/console/standard/preview', { id, tenant: 'main' }, { token: admin });
    const ticket = new URL(preview.url, 'http://portal.invalid').searchParams.get('preview');
    expect(new URL(preview.url, 'http://portal.invalid').pathname).toBe(`/standard/detail/${id}`);
    expect((await publicCall('/news/pub/doc/get', { docType: 'standard', id, preview: ticket })).code).toBe('30000');
    expect((await publicCall('/news/pub/doc/get', { docType: 'policy', id, preview: ticket })).code).toBe('40400');

    const published = await consoleCall<EditorialStandard>('standard/publish', { id }, admin);
    expect(published.item.state).toBe('published');
    expect((await doc()).code).toBe('30000');
    const link = await publicCall<{ url: string }>('/news/pub/doc/checkLogin', { docType: 'standard', id }, reader);
    const file = await ctx.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('.pdf');
    expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    expect((await consoleCall<EditorialStandard>('standard/unpublish', { id }, admin)).item.state).toBe('unpublished');
    expect((await doc()).code).toBe('40400');
    const list = await publicCall<{ list: { id: number }[] }>('/news/pub/docListPaged', { docType: 'standard', keyword: 'Quillmoor' });
    expect(list.list).toEqual([]);
    const audit = await ctx.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE item_type = 'standard' AND item_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'publish', 'unpublish']);
  });

  it('refuses a PDF address that is not an uploaded PDF, and a shared standard to a tenant editor', async () => {
    const image = (await uploadAs(ctx.app, admin, 'pdf', 'a.pdf', MINIMAL_PDF)).body.file.url.replace('/pdf/', '/image/');
    const refused = await consoleCall('standard/create', { number: 'X 1', title: 'x', categoryId, pdfUrl: image }, admin);
    expect(refused).toMatchObject({ code: '40001', msg: server.console.unknownFile });
    const outside = await consoleCall(
      'standard/create',
      { number: 'X 1', title: 'x', categoryId, pdfUrl: 'https://a.example/x.pdf' },
      admin,
    );
    expect(outside.msg).toBe(server.console.unknownFile);

    const seeded = (await ctx.db.query<{ id: number }>('SELECT id FROM standards ORDER BY id LIMIT 1'))[0]!.id;
    const response = await consoleCall<EditorialStandard>('standard/get', { id: seeded }, editor);
    expect(response).toMatchObject({ code: '40300' });
  });

  it('releases a scheduled standard by itself', async () => {
    const { id } = (await consoleCall<EditorialStandard>('standard/create', { number: 'GB 9-2026', title: 'Scheduled', categoryId }, admin))
      .item;
    const at = new Date(Date.now() + 300).toISOString();
    expect((await consoleCall<EditorialStandard>('standard/schedule', { id, at }, admin)).item.state).toBe('scheduled');
    await vi.waitFor(
      async () => expect((await consoleCall<EditorialStandard>('standard/get', { id }, admin)).item.state).toBe('published'),
      {
        timeout: 10_000,
      },
    );
  });
});

describe('courses in the console', () => {
  it('makes a course of uploaded lessons that a visitor plays by ranges, keeps lessons by id and refuses a lesson without video', async () => {
    const video = (await uploadAs(ctx.app, editor, 'video', 'lesson 1.mp4', CLIP)).body.file;
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    const noVideo = await consoleCall(
      'course/create',
      { title: 'c', category: '新分类', lessons: [{ title: 'one', duration: 12 }] },
      editor,
    );
    expect(noVideo).toMatchObject({ code: '40001', msg: server.console.lessonVideo });

    const created = await consoleCall<EditorialCourse>(
      'course/create',
      {
        title: 'Wrenfield 计量入门',
        category: 'Wrenfield 分类',
        teacher: '王工',
        lessons: [{ title: '第一课', videoUrl: video.url, duration: 12 }],
      },
      editor,
    );
    expect(created.code).toBe('30000');
    const course = created.item;
    expect(course).toMatchObject({ state: 'draft', tenants: ['main'], category: 'Wrenfield 分类' });
    expect(course.lessons).toEqual([{ id: expect.any(Number), title: '第一课', videoUrl: video.url, duration: 12 }]);
    expect((await publicCall('/ai/pub/videoRes/get', { id: course.id })).code).toBe('40400');

    await consoleCall('course/publish', { id: course.id }, editor);
    const seen = await publicCall<{ model: { lessons: { id: number; duration: number }[] } }>('/ai/pub/videoRes/get', { id: course.id });
    const lessonId = seen.model.lessons[0]!.id;
    expect(lessonId).toBe(course.lessons[0]!.id);
    const whole = await ctx.app.inject({ method: 'GET', url: `/api/ai/pub/videoRes/file/${lessonId}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(CLIP)).toBe(true);
    const part = await ctx.app.inject({ method: 'GET', url: `/api/ai/pub/videoRes/file/${lessonId}`, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${CLIP.length}`);
    expect(part.rawPayload.equals(CLIP.subarray(100, 200))).toBe(true);

    const second = (await uploadAs(ctx.app, editor, 'video', 'lesson 2.mp4', CLIP)).body.file;
    const reordered = await consoleCall<EditorialCourse>(
      'course/update',
      {
        id: course.id,
        version: course.version + 1,
        lessons: [
          { title: '导论', videoUrl: second.url, duration: 30 },
          { id: lessonId, title: '第一课', duration: 12 },
        ],
      },
      editor,
    );
    expect(reordered.item.lessons.map((lesson) => [lesson.title, lesson.id === lessonId])).toEqual([
      ['导论', false],
      ['第一课', true],
    ]);
    const foreign = await consoleCall(
      'course/update',
      { id: course.id, version: reordered.item.version, lessons: [{ id: 1, title: 'x', duration: 1 }] },
      editor,
    );
    expect(foreign.code).toBe('40400');
  });
});
