import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENDER_EXPORT_MAX, TENDER_EXPORTS_PER_HOUR } from '../../../shared/calls/enums';
import type { CallReply } from '../../../shared/calls/define-call';
import type { tenderCalls } from '../../../shared/calls/tender';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { accountMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { insertOrg, insertTender, uniqueName, uniqueWord } from '../../test-support/tenders';

type Page = CallReply<typeof tenderCalls.listPaged>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const WORD = uniqueWord();
/** An amount only the capped list's fixtures have. */
const CAP_AMOUNT = 7_777_777_777;
const HEAD_ROW = 5;
let token: string;
let orgId: number;
const ids: Record<string, number> = {};

const EXPORT = '/ai/bid/export';
const exported = (body: Record<string, unknown>, as = token) => client.post(EXPORT, body, { token: as });

async function workbookOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => (rows[number - 1] = (row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  token = (await client.register()).token;
  orgId = await insertOrg(ctx.db, uniqueName(`${WORD} 建设集团`), 'YZ', '440000');
  const tender = (key: string, fixture: Partial<Parameters<typeof insertTender>[1]>) =>
    insertTender(ctx.db, { orgId, projectName: `${WORD} 道路工程`, ...fixture }).then((id) => (ids[key] = id));
  await tender('big', { amount: 90_000_000, daysAgo: 9 });
  await tender('small', { amount: 10_000, daysAgo: 3 });
  await tender('formula', { title: `=HYPERLINK("http://example.invalid","${WORD}")`, amount: 50_000, daysAgo: 2 });
  await tender('beijing', { amount: 70_000, daysAgo: 1, provinceCode: '110000', cityCode: null, districtCode: null });
});

describe('tender export', () => {
  it('refuses a visitor', async () => {
    const response = await client.post(EXPORT, { format: 'csv' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
  });

  it('writes the filtered list as .xlsx: the filters in Chinese at the top, then the same rows as the list, in its order', async () => {
    const filter = { keyword: WORD, regionCode: '440000', sort: 'amount' };
    const response = await exported({ ...filter, format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''.+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(decodeURIComponent(response.headers['content-disposition'] as string)).toContain('招标信息-');

    const rows = await workbookOf(response.rawPayload);
    expect(rows[0]).toEqual(['招标信息导出']);
    expect(rows[1]![0]).toBe(`筛选条件：关键词：${WORD}；地区：广东省；排序：金额从高到低`);
    expect(rows[2]![0]).toMatch(/^导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）；共 3 条$/);
    expect(rows[HEAD_ROW - 1]!.slice(0, 3)).toEqual(['编号', '标题', '项目名称']);

    const list = await client.call<Page>('/ai/pub/bid/listPaged', { ...filter, pageSize: 50 });
    const body = rows.slice(HEAD_ROW);
    expect(body.map((row) => row[0])).toEqual(list.list.map((item) => item.id));
    expect(body.map((row) => row[0])).toEqual([ids.big, ids.formula, ids.small]);
    expect(body[0]).toContain(90_000_000);
    expect(body[0]).toContain('广东省');
    expect(body[0]!.at(-1)).toMatch(new RegExp(`/tender/detail/${ids.big}/engineering/0100$`));
  });

  it('makes a cell that a spreadsheet would run as a formula plain text, in .xlsx and .csv', async () => {
    const rows = await workbookOf((await exported({ keyword: WORD, format: 'xlsx' })).rawPayload);
    const formulaRow = rows.find((row) => row[0] === ids.formula)!;
    expect(formulaRow[1]).toBe(`'=HYPERLINK("http://example.invalid","${WORD}")`);

    const csv = (await exported({ keyword: WORD, format: 'csv' })).body;
    expect(csv.startsWith('\ufeff招标信息导出\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://example.invalid"",""${WORD}"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it(`stops at ${TENDER_EXPORT_MAX} rows and says so in the file`, async () => {
    await ctx.db.query(
      `INSERT INTO tenders (title, project_name, project_key, eng_type, trade_category, project_type, province_code, org_id, amount,
         publish_time, source, content, attachments)
       SELECT 'cap ' || n, 'cap ' || n, $1 || n, '0100', 'ENGINEERING', 'ROAD', '440000', $2, $3, now() - make_interval(secs => n), 'fixture', '', '{}'
       FROM generate_series(1, $4::int) n`,
      [uniqueName('cap'), orgId, CAP_AMOUNT, TENDER_EXPORT_MAX + 1],
    );
    const csv = (await exported({ amountMin: CAP_AMOUNT, amountMax: CAP_AMOUNT, format: 'csv' })).body;
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[2]).toContain(`共 ${TENDER_EXPORT_MAX} 条`);
    expect(lines[3]).toBe(
      `符合条件的信息超过 ${TENDER_EXPORT_MAX} 条，只导出了前 ${TENDER_EXPORT_MAX} 条（每次最多导出 ${TENDER_EXPORT_MAX} 条）`,
    );
    // Title, filters, made, capped, head, then the rows (the empty line is filtered out above).
    expect(lines).toHaveLength(5 + TENDER_EXPORT_MAX);
  });

  it('refuses bad filters and formats as the list does', async () => {
    expect((await exported({ format: 'pdf' })).json()).toMatchObject({ code: '40001' });
    expect((await exported({ regionCode: '440106', format: 'csv' })).json()).toEqual({ code: '40001', msg: serverMsg('regionTooFine') });
  });

  it(`allows ${TENDER_EXPORTS_PER_HOUR} exports an hour per user, then refuses with 42900`, async () => {
    const own = (await client.register()).token;
    for (let n = 0; n < TENDER_EXPORTS_PER_HOUR; n++) expect((await exported({ keyword: WORD, format: 'csv' }, own)).statusCode).toBe(200);
    const refused = await exported({ keyword: WORD, format: 'csv' }, own);
    expect(refused.json()).toEqual({
      code: '42900',
      msg: serverMsg('tenderExportLimit').replace('{{max}}', String(TENDER_EXPORTS_PER_HOUR)),
    });
    // Another user is counted apart.
    expect((await exported({ keyword: WORD, format: 'csv' })).statusCode).toBe(200);
  });
});

afterAll(async () => {
  await ctx.db.query('DELETE FROM tenders WHERE org_id = $1', [orgId]);
});
