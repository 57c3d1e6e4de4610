import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ByteRange, FileStorage } from './file-storage';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in S3 mode), from `s3://[key:secret@]bucket[/prefix]?endpoint=&region=`. */
export function s3Storage(url: URL): FileStorage {
  const bucket = url.hostname;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const client = new S3Client({
    region: url.searchParams.get('region') ?? 'us-east-1',
    // The SDK's default streaming checksums (aws-chunked bodies with trailers) are refused by many S3-compatible
    // servers; plain signed bodies work with all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Other S3-compatible servers address buckets by path, not by host name.
    ...(endpoint && { endpoint, forcePathStyle: true }),
    ...(url.username && {
      credentials: { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) },
    }),
  });
  const keyOf = (key: string) => (prefix ? `${prefix}/${key}` : key);
  return {
    async put(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async read(key: string, range?: ByteRange): Promise<Readable> {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return answer.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}
