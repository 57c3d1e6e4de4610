import type { FastifyInstance } from 'fastify';
import type { CategoryTreeRequest, ComBucketRequest } from '../../../shared/library-contract';
import { ok } from '../../http/envelope';
import { categoryTree, comBucket } from '../../services/content/categories';
import { catTreeSchema, comBucketSchema } from '../news/library-schemas';

/** SPEC §7 /cat/dir calls: the categories of standards, policies and papers. */
export default async function catRoutes(app: FastifyInstance) {
  app.post<{ Body: CategoryTreeRequest }>('/dir/getTree', { schema: catTreeSchema }, async (request) =>
    ok({ list: await categoryTree(app.db, request.body.catType) }),
  );

  app.post<{ Body: ComBucketRequest }>('/dir/getComBucket', { schema: comBucketSchema }, async (request) =>
    ok({ list: await comBucket(app.db, request.body.catType, request.body.catId) }),
  );
}
