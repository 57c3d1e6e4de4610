import { rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH, MEDIA_KINDS, type MediaKind } from '../../../shared/calls/media';
import { fail } from '../../services/failure';

/** An upload checked for its kind, ready to store. */
export interface CheckedUpload {
  path: string;
  contentType: string;
  extension: string;
  width?: number;
  height?: number;
}

/**
 * What the bytes at `path` are, from their signature: the declared type and the name are never trusted. A file
 * whose type the kind does not accept is refused.
 */
export async function sniffUpload(path: string, kind: MediaKind): Promise<CheckedUpload> {
  const type = await fileTypeFromFile(path);
  if (!type || !MEDIA_KINDS[kind].types.includes(type.mime)) throw fail('media.badType');
  return { path, contentType: type.mime, extension: type.ext };
}

/**
 * An image re-encoded as WebP at most IMAGE_MAX_WIDTH wide, turned as its EXIF says and without its metadata
 * (location, camera): what a visitor receives is never the uploaded file. One that declares more than
 * IMAGE_MAX_PIXELS is refused before it is decoded.
 */
export async function reencodeImage(upload: CheckedUpload): Promise<CheckedUpload> {
  const out = `${upload.path}.webp`;
  try {
    const info = await sharp(upload.path, { limitInputPixels: IMAGE_MAX_PIXELS, animated: true })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(out);
    return { path: out, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    await rm(out, { force: true });
    throw fail('media.badImage', { megapixels: IMAGE_MAX_PIXELS / 1_000_000 });
  }
}
