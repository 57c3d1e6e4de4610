import { describe, expect, it } from 'vitest';
import server from '../../locales/zh-cn/server.json';
import { ERROR_CODES } from '../../shared/api-contract';
import type { Refusal } from '../../shared/calls/define-refusals';
import { REFUSALS } from '../../shared/calls/refusals';
import { withTestApp } from '../../server/test-support/test-app';

// Every refusal of shared/calls/<area>.ts: a message in locales/zh-cn/server.json, a code that means one thing,
// and a place in the OpenAPI document.

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && typeof (value as Refusal).code === 'string' && typeof (value as Refusal).text === 'string';

/** Each refusal table exported by a file of the call table, found by reading them all. */
function declaredTables(): Record<string, Refusal>[] {
  const files = import.meta.glob<Record<string, unknown>>('../../shared/calls/*.ts', { eager: true });
  return Object.values(files).flatMap((exports) =>
    Object.values(exports).filter(
      (value): value is Record<string, Refusal> =>
        typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isRefusal),
    ),
  );
}

/** SPEC §8's codes: many reasons answer each, which is what they are for. */
const GENERAL_CODES: readonly string[] = Object.values(ERROR_CODES);

/** Area codes shared by several reasons on purpose: two ways of meeting the same answer. */
const SHARED_AREA_CODES: Record<string, string[]> = {
  '41003': ['account.badCode', 'account.codeExpired'],
  '41006': ['account.phoneBound', 'account.phoneTaken'],
  '41007': ['account.accountUnknown', 'account.noAccount'],
  '41010': ['account.guessablePassword', 'account.weakPassword'],
  '41011': ['account.oauthStateInvalid', 'account.ticketExpired'],
  '41015': ['account.oauthFailed', 'account.oauthUnknownProvider'],
  '43002': ['ai.quotaShort', 'points.residueShort'],
  '44001': ['ai.interrupted', 'ai.providerFailed'],
  '44002': ['ai.busy', 'aiWriting.busy'],
  '44003': ['aiWriting.badFile', 'aiWriting.damagedFile', 'aiWriting.emptyFile', 'aiWriting.readerLimit'],
  '44004': [
    'aiWriting.fileTooLarge',
    'aiWriting.textTooLarge',
    'aiWriting.tooComplex',
    'aiWriting.tooManyParagraphs',
    'aiWriting.tooManyParts',
  ],
};

function messageAt(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      server,
    );
}

const refusals = Object.entries(REFUSALS) as [string, Refusal][];

describe('refusals', () => {
  it('gathers every table of the call table, each reason once', () => {
    const tables = declaredTables();
    const reasons = tables.flatMap((table) => Object.keys(table));
    expect(new Set(reasons)).toEqual(new Set(Object.keys(REFUSALS)));
    // REFUSALS is a table too: every other reason appears once besides it.
    expect(reasons.length).toBe(2 * refusals.length);
  });

  it('has a message in locales/zh-cn/server.json for each', () => {
    const missing = refusals.filter(([, { text }]) => typeof messageAt(text) !== 'string').map(([reason]) => reason);
    expect(missing).toEqual([]);
  });

  it('gives each code one meaning, apart from SPEC §8 codes and the area codes shared on purpose', () => {
    const byCode = new Map<string, string[]>();
    for (const [reason, { code }] of refusals) byCode.set(code, [...(byCode.get(code) ?? []), reason]);
    const shared = Object.fromEntries(
      [...byCode]
        .filter(([code, reasons]) => reasons.length > 1 && !GENERAL_CODES.includes(code))
        .map(([code, reasons]) => [code, reasons.sort()]),
    );
    expect(shared).toEqual(SHARED_AREA_CODES);
    for (const code of byCode.keys()) expect(code).toMatch(/^[1-9][0-9]{4}$/);
  });

  it('answers 200 unless SPEC §8 names a status', () => {
    const statuses = new Set(refusals.map(([, { status }]) => status));
    expect([...statuses].sort()).toEqual([200, 401, 403, 404, 503]);
  });

  describe('in the OpenAPI document', () => {
    const ctx = withTestApp();

    it('lists each reason with its code and HTTP status', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        'x-refusals': Record<string, { code: string; status: number }>;
      }>();
      expect(doc['x-refusals']).toEqual(Object.fromEntries(refusals.map(([reason, { code, status }]) => [reason, { code, status }])));
      const codes = new Set(Object.values(doc['x-refusals']).map(({ code }) => code));
      for (const [, { code }] of refusals) expect(codes.has(code)).toBe(true);
    });
  });
});
