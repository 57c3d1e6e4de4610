import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fail } from '../../services/failure';

/** Thrown inside the pipeline when the body outgrows the limit; answered as media.tooLarge. */
class TooLarge extends Error {}

/**
 * Writes an upload's body to a new file under `dir`, stopping as soon as it passes `maxBytes` (a declared
 * Content-Length over it is refused before a byte is read). Resolves with the file's path; the caller removes it.
 */
export async function receiveUpload(body: Readable, declaredLength: number | undefined, maxBytes: number, dir: string): Promise<string> {
  if (declaredLength !== undefined && declaredLength > maxBytes) throw fail('media.tooLarge', { megabytes: maxBytes / 1024 / 1024 });
  await mkdir(dir, { recursive: true });
  const path = join(dir, crypto.randomUUID());
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      next(received > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(path));
    return path;
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof TooLarge) throw fail('media.tooLarge', { megabytes: maxBytes / 1024 / 1024 });
    throw error;
  }
}
