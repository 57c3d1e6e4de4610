import type { Readable } from 'node:stream';
import { folderStorage } from './folder-storage';
import { s3Storage } from './s3-storage';

/** A byte range, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: a folder by default, an S3-compatible bucket by STORAGE_URL. Keys are the server's
 * own (`<kind>/<uuid>.<ext>`); what a file is (type, size, uploader) is kept in the database, not here.
 */
export interface FileStorage {
  /** Stores the file at `sourcePath` under `key`. */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The file's bytes, or a range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/**
 * The storage STORAGE_URL names: unset, a folder under the data folder; `file:///abs/path`, that folder;
 * `s3://[key:secret@]bucket[/prefix]?endpoint=…&region=…`, a bucket (credentials from the URL or the AWS_* variables).
 */
export function openStorage(storageUrl: string | undefined, dataDir: string): FileStorage {
  if (!storageUrl) return folderStorage(`${dataDir}/media`);
  const url = new URL(storageUrl);
  if (url.protocol === 'file:') return folderStorage(decodeURIComponent(url.pathname));
  if (url.protocol === 's3:') return s3Storage(url);
  throw new Error(`STORAGE_URL must be file:///path or s3://bucket, not ${url.protocol}`);
}
