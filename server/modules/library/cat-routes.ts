import type { FastifyInstance } from 'fastify';
import { libraryCalls } from '../../../shared/calls/library';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { categoryTree, comBucket } from './categories';

/** SPEC §7 /cat/dir calls: the categories of standards, policies and papers. */
export default async function catRoutes(app: FastifyInstance) {
  registerCall(app, libraryCalls.catTree, async ({ body }) => ok({ list: await categoryTree(app.db, body.catType) }));

  registerCall(app, libraryCalls.comBucket, async ({ body }) => ok({ list: await comBucket(app.db, body.catType, body.catId) }));
}
