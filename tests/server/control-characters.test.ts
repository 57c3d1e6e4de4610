import { describe, expect, it } from 'vitest';
import { ClientFrame } from '../../shared/calls/chat';
import { callUrl, type CallRow } from '../../shared/calls/define-call';
import { accountClient, accountTestOptions, freshIp } from '../../server/test-support/accounts';
import { invalidMsg } from '../../server/test-support/messages';
import { withTestApp } from '../../server/test-support/test-app';
import { allRows } from '../call-rows';
import { getPath, sampleOf, setPath, stringFields, type JsonSchema } from './sample-body';

// Every string field of every row, with a NUL byte or a lone surrogate in an otherwise valid request:
// PostgreSQL refuses NUL in text and the escape of a lone surrogate in json, so a field the schema let through
// would end in a 500 (or, in text, be stored as U+FFFD). The schema refuses both first (40001).
const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

let token: Promise<string> | undefined;
const session = () => (token ??= client.register().then((user) => user.token));
// A row for a role answers 403 to anyone else before its body is looked at: it is sent as a demo account that has it
// (the service desk's operator; the console's admin, who is an editor too).
const ROLE_ACCOUNTS: Record<NonNullable<CallRow['role']>, string> = {
  operator: '13800000010',
  editor: '13800000021',
  admin: '13800000021',
  orgMember: '13800000002',
};
const roleTokens = new Map<string, Promise<string>>();
const sessionFor = (role: CallRow['role']) => {
  if (!role) return session();
  const phone = ROLE_ACCOUNTS[role];
  if (!roleTokens.has(phone))
    roleTokens.set(
      phone,
      client.login(phone, 'Demo1234').then((answer) => answer.token),
    );
  return roleTokens.get(phone)!;
};

const rows = new Map(allRows().map((row) => [row.name, row]));

/** A valid request of the row, but for `field`, which is its valid value followed by `suffix`. */
async function sendWith(row: CallRow, field: string, suffix: string) {
  const body = sampleOf(row.body as JsonSchema, [field]) as Record<string, unknown>;
  setPath(body, field, `${String(getPath(body, field))}${suffix}`);
  const params = row.params ? (sampleOf(row.params as JsonSchema) as Record<string, string>) : {};
  // A GET's fields, and an upload's (its body is the file), travel in the query string.
  const inQuery = row.method === 'GET' || row.consumes === 'bytes';
  const query = inQuery ? (body as Record<string, string>) : {};
  const auth = row.login ? { authorization: `Bearer ${await sessionFor(row.role)}` } : {};
  return ctx.app.inject({
    method: row.method,
    url: `/api${callUrl(row, params, query)}`,
    ...(row.method === 'POST' && { payload: inQuery ? Buffer.from('file') : body }),
    headers: { ...auth, ...(row.consumes === 'bytes' && { 'content-type': 'application/octet-stream' }) },
    // The development outbox answers this machine only.
    remoteAddress: row.name === 'dev.outbox' ? '127.0.0.1' : freshIp(),
  });
}

const cases = [...rows.values()].flatMap((row) => stringFields(row.body as JsonSchema).map((field) => [row.name, field, row] as const));

/** Every schema inside a request schema: properties, items, branches and definitions, at any depth. */
function* schemasIn(schema: unknown, path: string): Generator<[string, Record<string, unknown>]> {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Record<string, unknown>;
  yield [path, node];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
      for (const [name, child] of Object.entries(value as Record<string, unknown>)) yield* schemasIn(child, `${path}.${name}`);
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key) || (key === 'items' && Array.isArray(value))) {
      for (const [index, child] of (value as unknown[]).entries()) yield* schemasIn(child, `${path}/${key}[${index}]`);
    } else if (['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'].includes(key)) {
      yield* schemasIn(value, `${path}/${key}`);
    }
  }
}

describe('the text keyword on every string a request may carry', () => {
  // An enum or a const names its values: no other text gets through it. Every other string is free text,
  // which must carry x-text (StringType does) so that control characters and lone surrogates are refused.
  const free = (node: Record<string, unknown>) =>
    [node.type].flat().includes('string') && node.enum === undefined && node.const === undefined && node['x-text'] === undefined;

  it('is on every free string of every body, query and path parameter', () => {
    const requests = allRows().flatMap((row) => [
      ...schemasIn(row.body, `${row.name} body`),
      ...(row.params ? schemasIn(row.params, `${row.name} params`) : []),
    ]);
    expect(requests.length).toBeGreaterThan(500);
    expect(requests.filter(([, node]) => free(node)).map(([path]) => path)).toEqual([]);
  });

  it('is on every string of the chat socket\u2019s frames', () => {
    expect([...schemasIn(ClientFrame, 'frame')].filter(([, node]) => free(node)).map(([path]) => path)).toEqual([]);
  });
});

// A URL cannot carry a lone surrogate: the encoder writes U+FFFD for it, and the query parser leaves an
// encoded half (%ED%A0%80) undecoded. So the lone surrogates go to the JSON bodies, where "\ud800" is valid.
const jsonCases = cases.filter(([, , row]) => row.method !== 'GET' && row.consumes !== 'bytes');

describe.each([
  ['a NUL byte', '\u0000', cases],
  ['a lone surrogate', '\ud800', jsonCases],
])('%s in any string field of any row', (_what, inside, fields) => {
  it('finds the string fields of the call table', () => {
    expect(fields.length).toBeGreaterThan(60);
  });

  it.each(fields)('%s %s is refused by the schema, never a 500', async (_name, field, row) => {
    const response = await sendWith(row, field, inside);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: '40001' });
  });
});

// The fields that reached PostgreSQL with a NUL byte and answered 500 before the schema refused it.
describe.each([
  ['account.pwdLogin', 'account'],
  ['account.orgPwdLogin', 'account'],
  ['account.profileUpdate', 'realname'],
  ['account.regFill', 'realname'],
  ['account.profileUpdate', 'avatarUrl'],
  ['crm.guestCreate', 'guest.source'],
  ['dev.outbox', 'to'],
  ['downloads.listPaged', 'keyword'],
  ['library.docListPaged', 'keyword'],
  ['news.get', 'visitorId'],
])('%s %s', (name, field) => {
  it.each([
    ['NUL', '\u0000'],
    ['another control character', '\u001b[2J'],
    ['DEL', '\u007f'],
    ['a newline in a single-line field', '\n'],
  ])('with %s answers 40001 naming the field', async (_what, inside) => {
    // Inside the text, where trimming would not remove it.
    const response = await sendWith(rows.get(name)!, field, `${inside}z`);
    expect(response.json()).toEqual({ code: '40001', msg: invalidMsg('controlCharacters', { field }) });
  });

  it.runIf(rows.get(name)!.method !== 'GET').each([
    ['a high surrogate alone', '\ud800'],
    ['a low surrogate alone', '\udfff'],
    ['a pair the wrong way round', '\ude00\ud83d'],
  ])('with %s answers 40001 naming the field and the rule', async (_what, inside) => {
    const response = await sendWith(rows.get(name)!, field, `${inside}z`);
    expect(response.json()).toEqual({ code: '40001', msg: invalidMsg('loneSurrogate', { field }) });
  });
});
