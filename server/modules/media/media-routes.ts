import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { mediaCalls } from '../../../shared/calls/media';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { serveStoredFile } from './serve-stored-file';
import { storeUpload, type UploadPlace } from './store-upload';

/** Uploads of the operators' console, and the stored files the portal shows. */
export default async function mediaRoutes(app: FastifyInstance, place: UploadPlace) {
  // The upload's body is the file: handed on as a stream, counted and cut off at the kind's limit.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  registerCall(app, mediaCalls.upload, async ({ body, user, http }) => {
    const { userId } = await user();
    const length = http!.request.headers['content-length'];
    const file = await storeUpload(app.db, place, {
      body: http!.request.body as Readable,
      declaredLength: length === undefined ? undefined : Number(length),
      kind: body.kind,
      originalName: body.name,
      uploadedBy: userId,
    });
    return ok({ file });
  });

  registerCall(app, mediaCalls.file, async ({ params, http }) =>
    serveStoredFile(app.db, place.storage, `${params.kind}/${params.name}`, http!.request, http!.reply),
  );
}
