import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { analyticsCalls } from '../../../shared/calls/analytics';
import { bookingCalls } from '../../../shared/calls/booking';
import { chatCalls } from '../../../shared/calls/chat';
import { API_PREFIX, defineCalls } from '../../../shared/calls/define-call';
import type { ApiOperationItem } from '../../../shared/calls/open';
import { ArrayOf, Body, Id, Integer, Model, Optional, Reply, StringType } from '../../../shared/calls/schema';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { withTestApp } from '../../test-support/test-app';

// A call added to the table reaches the open platform's pages without anyone touching them: the app is built
// with one extra row of an area of its own, and the pages' calls list it with its schemas and examples.

const fakeCalls = defineCalls('probe', {
  measure: {
    path: '/probe/pub/measure',
    body: Body({ sectionId: Id(), period: StringType({ format: 'date' }), note: Optional(StringType()) }),
    reply: Reply({ list: ArrayOf(Model({ id: Integer(), amount: Integer({ minimum: 0 }) })), total: Integer() }),
  },
  status: {
    method: 'GET',
    path: '/probe/status',
    body: Body({ verbose: Optional(StringType({ enum: ['yes', 'no'] })) }),
    reply: Reply({}),
    login: true,
  },
});

const ctx = withTestApp({
  beforeRoutes: async (app: FastifyInstance) => {
    await app.register(
      async (api) => {
        registerCall(api, fakeCalls.measure, async () => ok({ list: [], total: 0 }));
        registerCall(api, fakeCalls.status, async () => ok({}));
      },
      { prefix: API_PREFIX },
    );
  },
});

async function post<T>(url: string, payload: unknown): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

type Groups = {
  code: string;
  groups: { id: string; calls: { name: string; method: string; path: string; twins: string[]; login: boolean }[] }[];
};

describe('open platform calls', () => {
  it('lists every call of the OpenAPI document in its group, the extra row among them', async () => {
    const answer = await post<Groups>('/open/pub/apiGroups', {});
    expect(answer.code).toBe('30000');
    const probe = answer.groups.find((group) => group.id === 'probe');
    expect(probe?.calls.map((call) => [call.name, call.method, call.path, call.login])).toEqual([
      ['probe.measure', 'POST', '/probe/pub/measure', false],
      ['probe.status', 'GET', '/probe/status', true],
    ]);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-internal'?: boolean }>>;
    }>();
    const listed = answer.groups.flatMap((group) => group.calls.flatMap((call) => [call.path, ...call.twins]));
    const publicPaths = Object.entries(doc.paths)
      .filter(([, operations]) => Object.values(operations).some((operation) => !operation['x-internal']))
      .map(([path]) => path);
    expect(listed.sort()).toEqual(publicPaths.sort());
    const news = answer.groups.find((group) => group.id === 'news')?.calls.find((call) => call.name === 'news.getByName');
    expect(news?.twins).toEqual(['/ai/pub/getByName']);
  });

  it('describes the extra row with its request and response schemas and examples', async () => {
    const answer = await post<{ code: string; model: { id: string; operations: ApiOperationItem[] } }>('/open/pub/apiGroup', {
      id: 'probe',
    });
    expect(answer.code).toBe('30000');
    const [measure, status] = answer.model.operations;
    expect(measure).toMatchObject({ name: 'probe.measure', method: 'POST', produces: 'application/json' });
    expect(measure!.request).toMatchObject({
      properties: { sectionId: { type: 'integer', minimum: 1 } },
      required: ['sectionId', 'period'],
    });
    expect(measure!.requestExample).toEqual({ sectionId: 1, period: '2026-01-01', note: 'note' });
    expect(measure!.response).toMatchObject({ properties: { list: { type: 'array' } } });
    expect(measure!.responseExample).toEqual({ code: '30000', msg: 'msg', list: [{ id: 1, amount: 1 }], total: 1 });
    expect(status).toMatchObject({ name: 'probe.status', method: 'GET', login: true, requestExample: { verbose: 'yes' } });
  });

  it('writes out the references of a tree schema and stops at its second level', async () => {
    const answer = await post<{ model: { operations: ApiOperationItem[] } }>('/open/pub/apiGroup', { id: 'tender' });
    const regions = answer.model.operations.find((operation) => operation.name === 'tender.customerRegion');
    expect(JSON.stringify(regions?.response)).toContain('children');
    expect(regions?.responseExample).toBeTruthy();
  });

  it('leaves out operator and development calls: no dev group, no operator path, and their groups refused', async () => {
    const answer = await post<Groups>('/open/pub/apiGroups', {});
    const ids = answer.groups.map((group) => group.id);
    expect(ids).not.toContain('dev');
    const paths = answer.groups.flatMap((group) => group.calls.flatMap((call) => [call.path, ...call.twins]));
    expect(paths).not.toContain('/dev/outbox');
    expect(paths.filter((path) => /^\/dev\/|\/desk\/|\/analytics\//.test(path))).toEqual([]);
    // Their groups' operator rows are gone, the public ones stay (the booking itself yes, the desk's list no).
    expect(paths).toContain(bookingCalls.reservation.path);
    for (const row of [...Object.values(bookingCalls), ...Object.values(chatCalls), ...Object.values(analyticsCalls)])
      if (row.role === 'operator') expect(paths, row.name).not.toContain(row.path);
    expect(await post<{ code: string }>('/open/pub/apiGroup', { id: 'dev' })).toMatchObject({ code: '40400' });
    expect(await post<{ code: string }>('/open/pub/apiGroup', { id: 'analytics' })).toMatchObject({ code: '40400' });
  });

  it('answers 40400 for a group the document does not have, and 40001 for a malformed id', async () => {
    expect(await post<{ code: string }>('/open/pub/apiGroup', { id: 'nothing' })).toMatchObject({ code: '40400' });
    expect(await post<{ code: string }>('/open/pub/apiGroup', { id: '../etc' })).toMatchObject({ code: '40001' });
    expect(await post<{ code: string }>('/open/pub/apiGroup', {})).toMatchObject({ code: '40001' });
  });
});
