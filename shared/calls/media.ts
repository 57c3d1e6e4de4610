import { ERROR_CODES as E } from '../api-contract';
import { defineCalls } from './define-call';
import { defineRefusals } from './define-refusals';
import { Body, Enum, FileReply, Integer, Model, NoQuery, Optional, Reply, StringType, type Static } from './schema';

/** What an upload is for; each kind has its own types and size limit (MEDIA_KINDS). */
export type MediaKind = 'image' | 'pdf' | 'video' | 'file';

export interface MediaKindRule {
  /** The types accepted, as sniffed from the bytes (never the name or the declared type). */
  types: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;

export const MEDIA_KINDS: Record<MediaKind, MediaKindRule> = {
  /** Stored re-encoded as WebP, at most IMAGE_MAX_WIDTH wide, without metadata. */
  image: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], maxBytes: 10 * MB },
  pdf: { types: ['application/pdf'], maxBytes: 50 * MB },
  video: { types: ['video/mp4', 'video/webm'], maxBytes: 500 * MB },
  /** A download's file. */
  file: {
    types: [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    maxBytes: 100 * MB,
  },
};

/** Widest stored image, in pixels: wider uploads are scaled down. */
export const IMAGE_MAX_WIDTH = 1600;
/** Most pixels an uploaded image may declare: more is a decompression bomb, refused before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Business codes of uploads. */
export const MEDIA_CODES = {
  /** The bytes are not of a type the kind accepts (whatever the name or declared type says). */
  badType: '46001',
  /** Over the kind's size limit. */
  tooLarge: '46002',
  /** An image that cannot be decoded, or declares more than IMAGE_MAX_PIXELS. */
  badImage: '46003',
} as const;

/** A stored upload. `url` is where the portal shows or links it. */
export const MediaFile = Model({
  id: StringType(),
  kind: Enum(['image', 'pdf', 'video', 'file']),
  contentType: StringType(),
  size: Integer(),
  /** The uploader's file name, for display only: the stored name is the server's. */
  originalName: StringType(),
  width: Optional(Integer()),
  height: Optional(Integer()),
  url: StringType(),
});
export type MediaFile = Static<typeof MediaFile>;

/** A stored file's name: a random id and the extension of its sniffed type. */
const STORED_NAME = '^[0-9a-f-]{36}\\.[a-z0-9]{2,5}$';

export const mediaCalls = defineCalls('media', {
  /**
   * Stores one uploaded file: the request body is the file itself (application/octet-stream); `kind` and the
   * original `name` travel in the query string. The type is sniffed from the bytes; an image is re-encoded.
   */
  upload: {
    path: '/media/upload',
    login: true,
    role: 'editor',
    consumes: 'bytes',
    body: Body({ kind: Enum(['image', 'pdf', 'video', 'file']), name: StringType({ minLength: 1, maxLength: 200 }) }),
    reply: Reply({ file: MediaFile }),
    bodyLimit: MEDIA_KINDS.video.maxBytes,
  },
  /** A stored file, by ranges (video seeking, PDF viewers). Names are unguessable; drafts' files are served too. */
  file: {
    method: 'GET',
    path: '/media/file/:kind/:name',
    params: Body({ kind: Enum(['image', 'pdf', 'video', 'file']), name: StringType({ pattern: STORED_NAME }) }),
    body: NoQuery,
    reply: FileReply,
    produces: 'file',
  },
});

/** The uploads' refusals (their msg: locales/zh-cn/server.json, under media). */
export const mediaRefusals = defineRefusals('media', {
  badType: { code: MEDIA_CODES.badType },
  tooLarge: { code: MEDIA_CODES.tooLarge },
  badImage: { code: MEDIA_CODES.badImage },
  notFound: { code: E.notFound, status: 404 },
});
