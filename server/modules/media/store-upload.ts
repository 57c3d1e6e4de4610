import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MEDIA_KINDS, type MediaFile, type MediaKind } from '../../../shared/calls/media';
import type { Queryable } from '../../db/database';
import type { FileStorage } from './file-storage';
import { insertMediaFile } from './media-files';
import { receiveUpload } from './receive-upload';
import { reencodeImage, sniffUpload } from './sniff-upload';

export interface UploadPlace {
  storage: FileStorage;
  /** Where bodies are written while they are checked (on the data folder's disk: videos are large). */
  incomingDir: string;
}

export interface Upload {
  body: Readable;
  declaredLength?: number;
  kind: MediaKind;
  originalName: string;
  uploadedBy: string;
}

/** Receives, checks and stores one upload; nothing is stored unless every check passes. */
export async function storeUpload(db: Queryable, place: UploadPlace, upload: Upload): Promise<MediaFile> {
  const received = await receiveUpload(upload.body, upload.declaredLength, MEDIA_KINDS[upload.kind].maxBytes, place.incomingDir);
  const made: string[] = [received];
  try {
    const sniffed = await sniffUpload(received, upload.kind);
    const checked = upload.kind === 'image' ? await reencodeImage(sniffed) : sniffed;
    made.push(checked.path);
    const key = `${upload.kind}/${crypto.randomUUID()}.${checked.extension}`;
    const { size } = await stat(checked.path);
    await place.storage.put(key, checked.path, checked.contentType);
    return await insertMediaFile(db, {
      key,
      kind: upload.kind,
      contentType: checked.contentType,
      size,
      originalName: upload.originalName,
      width: checked.width,
      height: checked.height,
      uploadedBy: upload.uploadedBy,
    });
  } finally {
    await Promise.all(made.map((path) => rm(path, { force: true })));
  }
}
