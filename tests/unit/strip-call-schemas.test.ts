// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CALL_TABLE_FILE, stripCallSchemas } from '../../vite-plugins/strip-call-schemas';

// The browser's build of the call table keeps each row's wire facts and loses its schemas (README, Calls).

const ROW_FILE = `
import { defineCalls, newsPub } from './define-call';
import { Body, Id, Reply, StringType } from './schema';
export const PATTERN = '^a$';
export const Item = Model({ id: Id(), title: StringType({ pattern: PATTERN }) });
const idBody = Body({ id: Id() });
const guarded = (name) => ({ ...newsPub(name), login: true, body: idBody, reply: Reply({ item: Item }) });
export const calls = defineCalls('news', {
  get: { ...newsPub('get'), cache: true, body: idBody, reply: Reply({ item: Item }) },
  outbox: { method: 'GET', path: '/dev/outbox', params: Body({ to: StringType() }), body: idBody, reply: Reply({}), trim: ['to'] },
  praise: guarded('praise'),
});
`;

describe('stripCallSchemas', () => {
  const out = stripCallSchemas(ROW_FILE);

  it('removes every body, reply and params, and keeps the wire facts', () => {
    expect(out).not.toMatch(/\b(body|reply|params):/);
    for (const fact of [`cache: true`, `method: 'GET'`, `path: '/dev/outbox'`, `trim: ['to']`, `login: true`, `...newsPub('get')`]) {
      expect(out).toContain(fact);
    }
  });

  it('still evaluates to the same rows, without their schemas', () => {
    const rows = new Function(
      'defineCalls',
      'newsPub',
      'Body',
      'Id',
      'Reply',
      'StringType',
      'Model',
      `${out.replace(/^import .*$/gm, '').replace(/export /g, '')}; return calls;`,
    );
    const defineCalls = (_area: string, specs: object) => specs;
    const newsPub = (name: string) => ({ path: `/news/pub/${name}` });
    const schema = () => ({ schema: true });
    expect(rows(defineCalls, newsPub, schema, schema, schema, schema, schema)).toEqual({
      get: { path: '/news/pub/get', cache: true },
      outbox: { method: 'GET', path: '/dev/outbox', trim: ['to'] },
      praise: { path: '/news/pub/praise', login: true },
    });
  });

  it('makes top-level values built from calls droppable when unused, and leaves plain ones alone', () => {
    expect(out).toContain(`export const PATTERN = '^a$';`);
    expect(out).toMatch(/export const Item = \/\* @__PURE__ \*\/ \(\(\) => \(Model\(/);
    expect(out).toMatch(/const idBody = \/\* @__PURE__ \*\/ \(\(\) => \(Body\(/);
    expect(out).toMatch(/const guarded = \(name\) =>/);
  });

  it('applies to the row files of shared/calls, not to the row type module', () => {
    expect(CALL_TABLE_FILE.test('/repo/shared/calls/news.ts')).toBe(true);
    expect(CALL_TABLE_FILE.test('/repo/shared/calls/account-auth.ts')).toBe(true);
    expect(CALL_TABLE_FILE.test('/repo/shared/calls/define-call.ts')).toBe(false);
    expect(CALL_TABLE_FILE.test('/repo/src/lib/api/api-client.ts')).toBe(false);
  });
});
