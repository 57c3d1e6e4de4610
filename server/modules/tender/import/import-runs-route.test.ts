import { beforeAll, expect, it } from 'vitest';
import type { TenderImportRun } from '../../../../shared/calls/console';
import type { tenderCalls } from '../../../../shared/calls/tender';
import type { CallReply } from '../../../../shared/calls/define-call';
import { accountClient, accountTestOptions } from '../../../test-support/accounts';
import { withTestApp } from '../../../test-support/test-app';
import { uniqueName } from '../../../test-support/tenders';
import { importTenders } from './import-tenders';

// The import's runs as operators read them in the console, and an imported result as a reader sees it.

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);
const EDITOR = { phone: '13800000020', password: 'Demo1234' };

let editor: string;
let reader: string;
beforeAll(async () => {
  editor = (await client.login(EDITOR.phone, EDITOR.password)).token;
  reader = (await client.register()).token;
});

type Runs = { code: string; list: TenderImportRun[]; total: number };
type Detail = CallReply<typeof tenderCalls.getByBidId>;

it('lists runs with their refusals to editors only, and the detail shows the winner and the original link', async () => {
  const code = uniqueName('ZB');
  const winner = uniqueName('中标单位');
  const line = {
    id: code,
    projectCode: code,
    title: `${code}道路工程中标结果`,
    noticeType: '中标结果',
    招标人: uniqueName('业主'),
    中标人: winner,
    中标金额: '120万元',
    regionText: '广东省广州市',
    publishTime: '2025-06-01',
    url: 'https://example.org/r',
  };
  const source = uniqueName('runs.jsonl');
  const report = await importTenders(ctx.db, { source, text: `${JSON.stringify(line)}\nnot json\n` });
  expect(report).toMatchObject({ created: 1, refused: [{ at: 'line 2' }] });

  const runs = await client.call<Runs>('/crm/sdm/console/tender-import/runs', { page: 1, pageSize: 5 }, { token: editor });
  expect(runs.code).toBe('30000');
  expect(runs.list[0]).toMatchObject({ source, created: 1, refused: [{ at: 'line 2' }] });
  const refused = await client.call<{ code: string }>('/crm/sdm/console/tender-import/runs', { page: 1 }, { token: reader });
  expect(refused.code).not.toBe('30000');

  const [tender] = await ctx.db.query<{ id: number }>('SELECT id FROM tenders WHERE project_key = $1', [code]);
  const { model } = await client.call<Detail>('/ai/pub/bid/getByBidId', { id: tender!.id, visitorId: uniqueName('v') });
  expect(model.originalUrl).toBe('https://example.org/r');
  expect(model.winners).toEqual([{ id: expect.any(Number), name: winner, amount: 1_200_000 }]);
});
