import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from './file-storage';

/** Files in a folder of this machine: the default, for one process or several on one machine sharing the folder. */
export function folderStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    // Keys are made by the server; this only keeps a bad one from reaching outside the folder.
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the folder: ${key}`);
    return path;
  };
  return {
    async put(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside its place, then renamed: a reader never sees half a file.
      const partial = `${path}.partial`;
      await copyFile(sourcePath, partial);
      await rename(partial, path);
    },
    async read(key: string, range?: ByteRange): Promise<Readable> {
      const stream = createReadStream(pathOf(key), range);
      await new Promise<void>((done, failed) => stream.once('open', () => done()).once('error', failed));
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
