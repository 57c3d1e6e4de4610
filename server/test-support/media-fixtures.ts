import type { FastifyInstance } from 'fastify';
import type { MediaFile } from '../../shared/calls/media';
import { freshIp } from './accounts';
import { crc32, deflateSync } from 'node:zlib';

// Smallest files of their types, for the upload tests: what the sniffer must recognise, not real content.

/** A one-page PDF, empty. */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An MP4's file-type box (isom) and an empty media-data box. */
export const MINIMAL_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2mp41'),
  Buffer.from([0, 0, 0, 0x10]),
  Buffer.from('mdat'),
  Buffer.alloc(8, 7),
]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A PNG of a few dozen bytes whose header declares `width` × `height` pixels: a decompression bomb's shape. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads `bytes` as an editor (a session token) would, through the upload call; answers the status and body. */
export async function uploadAs(app: FastifyInstance, token: string | undefined, kind: string, name: string, bytes: Buffer) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/media/upload?kind=${kind}&name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream', ...(token && { authorization: `Bearer ${token}` }) },
    remoteAddress: freshIp(),
  });
  return { status: response.statusCode, body: response.json<{ code: string; msg: string; file: MediaFile }>() };
}
