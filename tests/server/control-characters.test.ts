import { describe, expect, it } from 'vitest';
import { callUrl, type CallRow } from '../../shared/calls/define-call';
import { accountClient, accountTestOptions, freshIp } from '../../server/test-support/accounts';
import { invalidMsg } from '../../server/test-support/messages';
import { withTestApp } from '../../server/test-support/test-app';
import { allRows } from '../call-rows';
import { getPath, sampleOf, setPath, stringFields, type JsonSchema } from './sample-body';

// Every string field of every row, with a NUL byte in an otherwise valid request: PostgreSQL refuses NUL in
// text, so a field the schema let through would end in a 500. The schema refuses it first (40001).
const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

let token: Promise<string> | undefined;
const session = () => (token ??= client.register().then((user) => user.token));
// A row for operators answers 403 to anyone else before its body is looked at: it is sent as a demo operator.
let operatorToken: Promise<string> | undefined;
const operatorSession = () => (operatorToken ??= client.login('13800000010', 'Demo1234').then((answer) => answer.token));

const rows = new Map(allRows().map((row) => [row.name, row]));

/** A valid request of the row, but for `field`, which is its valid value followed by `suffix`. */
async function sendWith(row: CallRow, field: string, suffix: string) {
  const body = sampleOf(row.body as JsonSchema, [field]) as Record<string, unknown>;
  setPath(body, field, `${String(getPath(body, field))}${suffix}`);
  const params = row.params ? (sampleOf(row.params as JsonSchema) as Record<string, string>) : {};
  const query = row.method === 'GET' ? (body as Record<string, string>) : {};
  return ctx.app.inject({
    method: row.method,
    url: `/api${callUrl(row, params, query)}`,
    ...(row.method === 'POST' && { payload: body }),
    headers: row.login ? { authorization: `Bearer ${await (row.role === 'operator' ? operatorSession() : session())}` } : {},
    // The development outbox answers this machine only.
    remoteAddress: row.name === 'dev.outbox' ? '127.0.0.1' : freshIp(),
  });
}

const cases = [...rows.values()].flatMap((row) => stringFields(row.body as JsonSchema).map((field) => [row.name, field, row] as const));

describe('a NUL byte in any string field of any row', () => {
  it('finds the string fields of the call table', () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases)('%s %s is refused by the schema, never a 500', async (_name, field, row) => {
    const response = await sendWith(row, field, '\u0000');
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
});
