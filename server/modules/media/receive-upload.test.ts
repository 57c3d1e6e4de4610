import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Failure } from '../../services/failure';
import { receiveUpload } from './receive-upload';

const MB = 1024 * 1024;

/** A body sent without a length (chunked), of `megabytes` in 64 KB chunks. */
function chunkedBody(megabytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      sent += 64 * 1024;
      this.push(sent > megabytes * MB ? null : Buffer.alloc(64 * 1024, 1));
    },
  });
}

describe('receiveUpload', () => {
  it('stops a body without a declared length as soon as it passes the limit, and leaves no file behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-incoming-'));
    const body = chunkedBody(50);
    const refused = await receiveUpload(body, undefined, MB, dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Failure);
    expect((refused as Failure).reason).toBe('media.tooLarge');
    expect(readdirSync(dir)).toEqual([]);
    expect(body.destroyed).toBe(true);
  });

  it('keeps a body within the limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-incoming-'));
    const path = await receiveUpload(chunkedBody(1), undefined, MB, dir);
    expect(readdirSync(dir)).toEqual([path.slice(dir.length + 1)]);
  });
});
