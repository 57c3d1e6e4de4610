import type { FastifyInstance } from 'fastify';
import { jobCalls } from '../../../shared/calls/jobs';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { jobCities, listJobs } from './jobs';

/** SPEC §7 job calls. */
export default async function jobRoutes(app: FastifyInstance) {
  registerCall(app, jobCalls.cities, async () => ok({ list: await jobCities(app.db) }));

  registerCall(app, jobCalls.listPaged, async ({ body }) => ok(await listJobs(app.db, body ?? {})));
}
