import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCalls } from '../../shared/calls/define-call';
import { Body, Id, Model, Optional, Paging, Reply, StringType } from '../../shared/calls/schema';
import { ok } from '../../server/http/envelope';
import { registerCall } from '../../server/http/register-call';
import { fail } from '../../server/services/failure';
import { accountClient } from '../../server/test-support/accounts';
import { accountMsg, invalidMsg, serverMsg } from '../../server/test-support/messages';
import { createTestApp } from '../../server/test-support/test-app';

// registerCall and the in-process registry, on rows of a throwaway area served beside the real ones.
const rows = defineCalls('probe', {
  leak: {
    path: '/probe/leak',
    body: Body({ id: Id(), note: Optional(StringType({ maxLength: 5 })), ...Paging }),
    reply: Reply({ shown: StringType(), page: Model({ number: Id(), size: Id() }) }),
  },
  missing: { path: '/probe/missing', twins: ['/probe/legacy-missing'], body: Body({ id: Id() }), reply: Reply({}) },
  private: { path: '/probe/private', login: true, body: Body({ id: Id() }), reply: Reply({ userId: StringType() }) },
  members: { path: '/probe/members', login: true, role: 'orgMember', body: Body({}), reply: Reply({}) },
  trimmed: {
    path: '/probe/trimmed',
    trim: ['name'],
    dropEmpty: true,
    body: Body({ name: StringType({ minLength: 1 }), extra: Optional(StringType()) }),
    reply: Reply({ name: StringType() }),
  },
});

const SECRET = 'password-hash-that-must-not-leave';

function serveProbes(app: FastifyInstance) {
  registerCall(
    app,
    rows.leak,
    async ({ body }) =>
      // Fields beyond the reply schema, at the top and nested, as a careless service might hand back.
      ({ ...ok({ shown: 'yes', page: { number: body.page ?? 0, size: body.pageSize ?? 0, secret: SECRET } }), secret: SECRET }) as never,
  );
  registerCall(app, rows.missing, async () => {
    throw fail('newsNotFound');
  });
  registerCall(app, rows.private, async ({ user }) => ok({ userId: (await user()).userId }));
  registerCall(app, rows.members, async () => ok({}));
  registerCall(app, rows.trimmed, async ({ body }) => ok({ name: body.name }));
}

let app: FastifyInstance;
const local = () => ({ tenant: app.tenants.byId('main')!, ip: '10.1.2.3', log: app.log });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

beforeAll(async () => {
  app = await createTestApp({ beforeRoutes: async (instance) => serveProbes(instance) });
});
afterAll(() => app.close());

describe('a row served over HTTP', () => {
  it('answers only the fields of its reply schema, at every depth', async () => {
    const response = await post('/probe/leak', { id: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET);
    expect(response.json()).toEqual({ code: '30000', msg: serverMsg('ok'), shown: 'yes', page: { number: 1, size: 10 } });
  });

  it('validates the body by its schema, with the defaults filled in', async () => {
    expect((await post('/probe/leak', { id: 0 })).json()).toEqual({ code: '40001', msg: invalidMsg('minimum', { field: 'id', limit: 1 }) });
    expect((await post('/probe/leak', { id: 1, note: 'longer' })).json()).toEqual({
      code: '40001',
      msg: invalidMsg('maxLength', { field: 'note', limit: 5 }),
    });
    expect((await post('/probe/leak', { id: 1, more: 1 })).json()).toEqual({
      code: '40001',
      msg: invalidMsg('additionalProperties', { field: 'more' }),
    });
  });

  it('answers a service failure with its code and message at every path of the row', async () => {
    for (const url of ['/probe/missing', '/probe/legacy-missing']) {
      expect((await post(url, { id: 1 })).json()).toEqual({ code: '40400', msg: serverMsg('newsNotFound') });
    }
  });

  it('checks the login before the body, and the role after it', async () => {
    const anonymous = await post('/probe/private', { id: 'not a number' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
    const { token } = await accountClient({ app }).register();
    const auth = { authorization: `Bearer ${token}` };
    expect((await post('/probe/private', { id: 1 }, auth)).json()).toMatchObject({ code: '30000', userId: expect.any(String) });
    const personal = await post('/probe/members', {}, auth);
    expect(personal.statusCode).toBe(403);
    expect(personal.json()).toEqual({ code: '40300', msg: serverMsg('forbidden') });
  });

  it('trims the fields it names and drops empty ones before validating', async () => {
    expect((await post('/probe/trimmed', { name: '  a  ', extra: '' })).json()).toMatchObject({ code: '30000', name: 'a' });
    expect((await post('/probe/trimmed', { name: '   ' })).json()).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'name' }),
    });
  });
});

describe('a row called in-process (the server render)', () => {
  it('answers exactly what HTTP answers, unlisted fields dropped', async () => {
    const answer = await app.calls.invoke(rows.leak, { id: 1 }, local());
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    expect(answer).toEqual({ status: 200, body: (await post('/probe/leak', { id: 1 })).json() });
  });

  it.each([
    ['a bad body', rows.leak, { id: 0 }],
    ['a failure', rows.missing, { id: 1 }],
    ['a missing login', rows.private, { id: 1 }],
    ['untrimmed input', rows.trimmed, { name: ' b ' }],
  ] as const)('answers %s as HTTP does', async (_case, row, body) => {
    const http = await post(row.path, body);
    const answer = await app.calls.invoke(row, body as never, local());
    expect(answer).toEqual({ status: http.statusCode, body: http.json() });
  });

  it('leaves the caller\u2019s body untouched', async () => {
    const body = { name: ' c ' };
    await app.calls.invoke(rows.trimmed, body, local());
    expect(body).toEqual({ name: ' c ' });
  });
});
