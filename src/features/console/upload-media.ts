import { mediaCalls, MEDIA_KINDS, type MediaFile, type MediaKind } from '../../../shared/calls/media';
import type { ApiClient } from '../../lib/api/api-client';

/** What a file input of this kind offers to choose (the server sniffs the bytes whatever is chosen). */
export const acceptOf = (kind: MediaKind) => MEDIA_KINDS[kind].types.join(',');

/** Uploads one file; a refusal (type, size, unreadable image) rejects with the server's message. */
export async function uploadMedia(api: ApiClient, token: string, kind: MediaKind, file: File): Promise<MediaFile> {
  const name = file.name.slice(0, 200) || kind;
  const answer = await api.call(mediaCalls.upload, { kind, name }, { token, file, silent: true });
  return answer.file;
}

/** An image's description from its file name, for screen readers until the editor writes a better one. */
export const altFromName = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 100);
