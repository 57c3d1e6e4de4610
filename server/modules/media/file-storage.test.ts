import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type FileStorage } from './file-storage';

// Both backends keep the same contract. The bucket one runs against s3rver, an S3-compatible server in this
// process: the same requests (SigV4 signed, path-style) go to MinIO or a cloud bucket.
const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: 'portal', configs: [] }] });
const storages: Record<string, FileStorage> = { folder: openStorage(undefined, directory) };

beforeAll(async () => {
  const { port } = await server.run();
  storages.bucket = openStorage(`s3://S3RVER:S3RVER@portal/uploads?endpoint=http://127.0.0.1:${port}&region=us-east-1`, '/unused');
});
afterAll(() => server.close());

describe.each(['folder', 'bucket'])('the %s storage', (name) => {
  it('puts, reads whole and by range, and removes', async () => {
    const storage = storages[name]!;
    const source = join(directory, 'source.txt');
    writeFileSync(source, '0123456789abcdef');
    await storage.put('pdf/one.pdf', source, 'application/pdf');
    expect(await text(await storage.read('pdf/one.pdf'))).toBe('0123456789abcdef');
    expect(await text(await storage.read('pdf/one.pdf', { start: 10, end: 12 }))).toBe('abc');
    await storage.remove('pdf/one.pdf');
    await expect(storage.read('pdf/one.pdf')).rejects.toThrow();
  });
});

it('refuses a storage URL it does not know', () => {
  expect(() => openStorage('ftp://example.com/files', directory)).toThrow(/STORAGE_URL/);
});
