import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH } from '../../../shared/calls/media';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { mediaMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { MINIMAL_MP4, MINIMAL_PDF, pngDeclaring, uploadAs } from '../../test-support/media-fixtures';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);
/** The demo editor (server/db/seed-data/accounts.json `editors`). */
const EDITOR = { phone: '13800000020', password: 'Demo1234' };

async function upload(kind: string, name: string, bytes: Buffer, token?: string) {
  return uploadAs(ctx.app, token ?? (await client.login(EDITOR.phone, EDITOR.password)).token, kind, name, bytes);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

describe('uploads', () => {
  it('needs a session, and an editor of the console', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/upload?kind=pdf&name=a.pdf',
      payload: MINIMAL_PDF,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await client.register();
    const plain = await upload('pdf', 'a.pdf', MINIMAL_PDF, token);
    expect(plain.status).toBe(403);
    expect(await ctx.db.query('SELECT 1 FROM media_files')).toHaveLength(0);
  });

  it('stores an image as WebP no wider than the limit, under a name of its own, and serves it', async () => {
    const { body } = await upload('image', '../../etc/passwd 封面.png', await png(3200, 1800));
    expect(body.code).toBe('30000');
    expect(body.file).toMatchObject({ kind: 'image', contentType: 'image/webp', width: IMAGE_MAX_WIDTH, height: 900 });
    expect(body.file.originalName).toBe('../../etc/passwd 封面.png');
    expect(body.file.url).toMatch(/^\/api\/media\/file\/image\/[0-9a-f-]{36}\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: body.file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(IMAGE_MAX_WIDTH);
  });

  it('refuses bytes that are not what the kind accepts, whatever the name says', async () => {
    const cases: [string, string, Buffer][] = [
      ['pdf', 'report.pdf', Buffer.from('not a pdf at all, only text')],
      ['video', 'clip.mp4', await png(20, 20)],
      ['image', 'photo.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['image', 'page.png', Buffer.from('<html><script>alert(1)</script></html>')],
    ];
    for (const [kind, name, bytes] of cases) {
      const { body } = await upload(kind, name, bytes);
      expect(body, `${kind} ${name}`).toMatchObject({ code: '46001', msg: mediaMsg('badType') });
    }
    expect(await ctx.db.query('SELECT 1 FROM media_files WHERE kind <> $1', ['image'])).toHaveLength(0);
  });

  it('refuses an image over the size limit before reading it, and a pixel bomb before decoding it', async () => {
    const big = await upload('image', 'big.png', Buffer.alloc(11 * 1024 * 1024, 1));
    expect(big.body).toMatchObject({ code: '46002', msg: mediaMsg('tooLarge', { megabytes: 10 }) });
    const refused = await upload('image', 'bomb.png', pngDeclaring(50_000, 50_000));
    expect(refused.body).toMatchObject({ code: '46003', msg: mediaMsg('badImage', { megapixels: 40 }) });
  });

  it('serves a video by ranges: 206 with Content-Range, 416 past the end', async () => {
    const { body } = await upload('video', 'lesson.mp4', MINIMAL_MP4);
    expect(body.file).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: MINIMAL_MP4.length });
    const part = await ctx.app.inject({ method: 'GET', url: body.file.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MINIMAL_MP4.length}`);
    expect(part.rawPayload).toEqual(MINIMAL_MP4.subarray(4, 12));
    const past = await ctx.app.inject({ method: 'GET', url: body.file.url, headers: { range: `bytes=${MINIMAL_MP4.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${MINIMAL_MP4.length}`);
  });

  it('serves a PDF inline and a download file as an attachment under its original name', async () => {
    const pdf = await upload('pdf', '规范.pdf', MINIMAL_PDF);
    const inline = await ctx.app.inject({ method: 'GET', url: pdf.body.file.url });
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBeUndefined();
    const file = await upload('file', '计量台账.pdf', MINIMAL_PDF);
    const attachment = await ctx.app.inject({ method: 'GET', url: file.body.file.url });
    expect(attachment.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('计量台账.pdf')}`);
  });

  it('answers 404 for a name that was never stored, and refuses names that are not the server’s', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/media/file/pdf/${crypto.randomUUID()}.pdf` });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/api/media/file/pdf/..%2F..%2Fsecret.txt' });
    expect(traversal.json()).toMatchObject({ code: '40001' });
  });
});
