import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { learningCalls, type VideoOperationKind } from '../../../shared/calls/learning';
import { ok } from '../../http/envelope';
import { previews } from '../console/public';
import { serveStoredFile, type FileStorage } from '../media/public';
import { readerOf } from '../../http/reader-of';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { courseCoverSvg, courseOfCover } from './course-cover';
import { issuePlayTicket, lessonClip, validPlayTicket } from './play-tickets';
import { CLIPS_DIR } from './video-rows';
import { listKept, operationState, pageUserVideos, savePosition, setOperation } from './video-operations';
import { coverCourse, getVideo, listCategories, pageVideos, readVideo, recommendVideos, requireVideo } from './videos';

export interface LearningRoutesOptions {
  /** Where the lessons' clips and the covers are (the seeded ones unless an operator supplies others). */
  clipsDir?: string;
  /** Where uploaded lessons' videos are. */
  storage?: FileStorage;
}

const PUBLIC_CLIP = 'public, max-age=86400';
// A ticket's address is the user's own: no shared cache may keep it.
const PRIVATE_CLIP = 'private, max-age=3600';

/** A range that starts past the end of the file (`bytes=N-`, N ≥ size). */
export function startsPastEnd(range: string | undefined, size: number): boolean {
  const start = /^bytes=(\d+)-\d*$/.exec(range ?? '')?.[1];
  return start !== undefined && Number(start) >= size;
}

/**
 * Sends a clip or cover by ranges. @fastify/send's own 416 is an error that the API's error envelope would
 * answer as a 200 business error, so a range past the end is answered here, as RFC 9110 says.
 */
async function sendClip(reply: FastifyReply, root: string, name: string, cacheControl: string) {
  const { size } = await stat(join(root, name)).catch(() => ({ size: -1 }));
  if (size >= 0 && startsPastEnd(reply.request.headers.range, size)) {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  void reply.header('cache-control', cacheControl);
  return reply.sendFile(name, root);
}

/** SPEC §7 learning calls (/ai): every row of learningCalls. */
export default async function learningRoutes(app: FastifyInstance, options: LearningRoutesOptions) {
  const root = options.clipsDir ?? CLIPS_DIR;
  // reply.sendFile only (no routes of its own): @fastify/send answers ranges with 206 and Content-Range, 416 past the end.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });

  // ---- public ----
  registerCall(app, learningCalls.catList, async () => ok({ list: await listCategories(app.db) }));

  registerCall(app, learningCalls.listNew, async ({ body }) => ok(await pageVideos(app.db, body ?? {})));

  registerCall(app, learningCalls.recommend, async ({ body }) => ok({ list: await recommendVideos(app.db, body ?? {}) }));

  registerCall(app, learningCalls.get, async (ctx) => {
    const { body } = ctx;
    // A preview is nobody's viewing: nothing is counted.
    if (await previews(app.db, body.preview, 'course', body.id)) return ok({ model: await getVideo(app.db, body.id, true) });
    return ok({ model: await readVideo(app.db, body.id, await readerOf(ctx, body.visitorId), app.anonymousLimits) });
  });

  registerCall(app, learningCalls.userOperationState, async ({ body, optionalUser }) =>
    ok({ model: await operationState(app.db, (await optionalUser())?.userId ?? null, body.id) }),
  );

  registerCall(app, learningCalls.checkLogin, async ({ body, optionalUser }) => {
    const video = await requireVideo(app.db, body.id);
    const user = await optionalUser();
    const ticket = video.loginRequired && user ? await issuePlayTicket(app.db, user.userId, video.id) : null;
    return ok({ model: { loginRequired: video.loginRequired, loggedIn: user !== null, ticket } });
  });

  registerCall(app, learningCalls.file, async ({ params, body, http, optionalUser }) => {
    const lesson = await lessonClip(app.db, Number(params.lessonId));
    if (lesson.loginRequired) {
      const ticket = body?.ticket;
      const allowed = ticket ? await validPlayTicket(app.db, ticket, lesson.videoId) : (await optionalUser()) !== null;
      if (!allowed) throw fail('unauthorized');
    }
    const cacheControl = lesson.loginRequired ? PRIVATE_CLIP : PUBLIC_CLIP;
    if ('clip' in lesson) return sendClip(http!.reply, root, lesson.clip, cacheControl);
    if (!options.storage) throw fail('lessonNotFound');
    return serveStoredFile(app.db, options.storage, lesson.mediaKey, http!.request, http!.reply, cacheControl);
  });

  registerCall(app, learningCalls.cover, async ({ params, http, tenant }) => {
    const courseId = courseOfCover(params.name!);
    if (courseId === null) return sendClip(http!.reply, root, params.name!, PUBLIC_CLIP);
    const svg = courseCoverSvg(await coverCourse(app.db, courseId), app.tenants.themeOf(tenant));
    // Drawn in the asking tenant's colours: the host is part of what a shared cache keys it by.
    return http!.reply.header('cache-control', PUBLIC_CLIP).header('vary', 'host').type('image/svg+xml; charset=utf-8').send(svg);
  });

  // ---- the caller's favourite, star and positions ----
  const operations: [typeof learningCalls.favorite, VideoOperationKind, boolean][] = [
    [learningCalls.favorite, 'favorite', true],
    [learningCalls.cancelFavorite, 'favorite', false],
    [learningCalls.addStar, 'star', true],
    [learningCalls.reduceStar, 'star', false],
  ];
  for (const [row, kind, on] of operations) {
    registerCall(app, row, async ({ body, user }) => ok({ model: await setOperation(app.db, (await user()).userId, body.id, kind, on) }));
  }

  registerCall(app, learningCalls.savePosition, async ({ body, user }) => {
    await savePosition(app.db, (await user()).userId, body.lessonId, body.position);
    return ok({});
  });

  // ---- private lists ----
  registerCall(app, learningCalls.userListNew, async ({ body, user }) =>
    ok(await pageUserVideos(app.db, (await user()).userId, body ?? {})),
  );

  registerCall(app, learningCalls.unionSearch, async ({ body, user }) => {
    const userId = (await user()).userId;
    const [cats, page] = await Promise.all([listCategories(app.db, body.keyword), pageUserVideos(app.db, userId, body)]);
    return ok({ cats, ...page });
  });

  registerCall(app, learningCalls.listByFavoritePaged, async ({ body, user }) =>
    ok(await listKept(app.db, (await user()).userId, body?.kind ?? 'favorite', body ?? {})),
  );
}
