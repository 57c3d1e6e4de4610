import type { MediaFile, MediaKind } from '../../../shared/calls/media';
import type { Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { API_PREFIX, callUrl } from '../../../shared/calls/define-call';
import { mediaCalls } from '../../../shared/calls/media';

export interface NewMediaFile {
  key: string;
  kind: MediaKind;
  contentType: string;
  size: number;
  originalName: string;
  width?: number;
  height?: number;
  uploadedBy: string;
}

/** Where the portal shows or links a stored file. */
export function mediaUrl(key: string): string {
  const [kind, name] = key.split('/');
  return API_PREFIX + callUrl(mediaCalls.file, { kind: kind!, name: name! });
}

/** The storage key of an address mediaUrl made, or null for any other address. */
export function mediaKeyOf(url: string): string | null {
  const prefix = mediaUrl('kind/name').slice(0, -'kind/name'.length);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return /^(image|pdf|video|file)\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(key) ? key : null;
}

/** The key of the stored upload of this kind at `url`, or null when there is none. */
export async function uploadKeyOf(db: Queryable, url: string, kind: MediaKind): Promise<string | null> {
  const key = mediaKeyOf(url);
  const file = key ? await findMediaFile(db, key) : undefined;
  return file?.kind === kind ? key : null;
}

export async function insertMediaFile(db: Queryable, file: NewMediaFile): Promise<MediaFile> {
  const id = crypto.randomUUID();
  await kyselyOf(db)
    .insertInto('media_files')
    .values({
      id,
      key: file.key,
      kind: file.kind,
      content_type: file.contentType,
      size: file.size,
      original_name: file.originalName,
      width: file.width ?? null,
      height: file.height ?? null,
      uploaded_by: file.uploadedBy,
    })
    .execute();
  return {
    id,
    kind: file.kind,
    contentType: file.contentType,
    size: file.size,
    originalName: file.originalName,
    ...(file.width !== undefined && { width: file.width, height: file.height }),
    url: mediaUrl(file.key),
  };
}

export interface StoredFileFacts {
  contentType: string;
  size: number;
  originalName: string;
  kind: MediaKind;
}

export async function findMediaFile(db: Queryable, key: string): Promise<StoredFileFacts | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('media_files')
    .select(['content_type', 'size', 'original_name', 'kind'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { contentType: row.content_type, size: Number(row.size), originalName: row.original_name, kind: row.kind as MediaKind };
}
