import { describe, expect, it } from 'vitest';
import { accountClient, accountTestOptions, DEMO, freshIp, freshPhone } from '../../test-support/accounts';
import { CHINESE } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import common from '../../../locales/zh-cn/common.json';
import server from '../../../locales/zh-cn/server.json';
import validation from '../../../locales/zh-cn/validation.json';

const RESERVE = '/crm/sales/open/sem/reservation';
const LIST = '/crm/sales/desk/reservation/listPaged';
const EXPORT = '/crm/sales/desk/reservation/export';
/** Demo operators (server/db/seed-data): main + quanzitong, erp + erppro. */
const OPERATOR_MAIN = '13800000010';
const OPERATOR_ERP = '13800000011';

const ctx = withTestApp({
  ...accountTestOptions().options,
  anonymousLimits: { bookingsPerPhonePerDay: 3, bookingsPerAddressPerHour: 4 },
});
const client = () => accountClient(ctx);

const good = (extra: Record<string, unknown> = {}) => ({
  phone: freshPhone(),
  userName: 'Zhang',
  sourcePage: '/product/1',
  channel: 'baidu',
  ...extra,
});

type Stored = {
  tenant_id: string;
  phone: string;
  user_name: string;
  user_identity: string | null;
  position: string | null;
  source_page: string;
  channel: string;
  visitor_id: string | null;
  guest_id: string | null;
  user_id: string | null;
  address_hash: string;
};
const storedOf = async (phone: string) => ctx.db.query<Stored>('SELECT * FROM bookings WHERE phone = $1', [phone]);

async function reserve(body: unknown, options: { ip?: string; tenant?: string; token?: string; headers?: Record<string, string> } = {}) {
  return client().call(RESERVE, body, {
    ip: options.ip,
    token: options.token,
    headers: { 'x-tenant': options.tenant ?? 'main', ...options.headers },
  });
}

describe('reservation: the payload of SPEC §3 and §7', () => {
  it('books with exactly phone, userName, userIdentity and position', async () => {
    const phone = freshPhone();
    const answer = await client().call(RESERVE, { phone, userName: '张三', userIdentity: 'SG', position: '项目经理' });
    expect(answer).toMatchObject({ code: '30000' });
    expect((await storedOf(phone))[0]).toMatchObject({
      tenant_id: 'main',
      user_name: '张三',
      user_identity: 'SG',
      position: '项目经理',
      source_page: '',
      channel: 'baidu',
    });
  });

  it('books with the two required fields alone, empty optional ones left out (SPEC §3)', async () => {
    const phone = freshPhone();
    expect(await reserve({ phone, userName: '李四' })).toMatchObject({ code: '30000' });
    expect(await reserve({ phone, userName: '李四', userIdentity: '', position: '' })).toMatchObject({ code: '30000' });
    expect((await storedOf(phone)).map((row) => [row.user_identity, row.position])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it.each([
    ['a page of the tenant\u2019s own host', 'https://erp.example.com/erp?bd_vid=1', 'erp', '/erp?bd_vid=1'],
    ['a page of the host the request went to', 'http://erp.localhost:3000/product/2#top', 'erp', '/product/2'],
    ['another site\u2019s page', 'https://evil.example/erp', 'erp', ''],
    ['another tenant\u2019s host', 'https://www.example.com/news', 'erp', ''],
    ['a referer that is no address', 'not a url', 'erp', ''],
    ['a referer that is no web page', 'javascript:alert(1)', 'erp', ''],
  ])('takes the source page from the Referer when it is %s', async (_case, referer, tenant, page) => {
    const phone = freshPhone();
    const headers = { referer, host: 'erp.localhost:3000' };
    expect(await reserve({ phone, userName: '王五' }, { tenant, headers })).toMatchObject({ code: '30000' });
    expect((await storedOf(phone))[0]!.source_page).toBe(page);
  });

  it('records the source page and channel the client sent over the Referer', async () => {
    const phone = freshPhone();
    const headers = { referer: 'https://erp.example.com/erp' };
    expect(await reserve({ phone, userName: '赵六', sourcePage: '/erppro', channel: 'uet' }, { tenant: 'erp', headers })).toMatchObject({
      code: '30000',
    });
    expect((await storedOf(phone))[0]).toMatchObject({ source_page: '/erppro', channel: 'uet' });
  });

  it('cuts a long Referer path to the longest source page', async () => {
    const phone = freshPhone();
    const headers = { referer: `https://erp.example.com/search?q=${'x'.repeat(600)}` };
    expect(await reserve({ phone, userName: '孙七' }, { tenant: 'erp', headers })).toMatchObject({ code: '30000' });
    expect((await storedOf(phone))[0]!.source_page).toHaveLength(500);
  });
});

describe('reservation: SPEC §5 refusals with their own messages', () => {
  it.each([
    ['no phone', { phone: undefined }, validation.phoneRequired],
    ['an empty phone', { phone: '' }, validation.phoneRequired],
    ['a phone of blanks', { phone: '   ' }, validation.phoneRequired],
    ['a phone of letters', { phone: 'abcdefghijk' }, validation.phoneFormat],
    ['a short phone', { phone: '1380000' }, validation.phoneFormat],
    ['a landline', { phone: '02012345678' }, validation.phoneFormat],
    ['no name', { userName: undefined }, validation.userNameRequired],
    ['a name of blanks', { userName: '   ' }, validation.userNameRequired],
  ])('%s', async (_, change, msg) => {
    const body: Record<string, unknown> = { ...good(), ...change };
    for (const key of Object.keys(change)) if ((change as Record<string, unknown>)[key] === undefined) delete body[key];
    const answer = await reserve(body);
    expect(answer).toMatchObject({ code: '40001', msg });
  });

  it('checks the phone before the name, as the dialog does', async () => {
    expect(await reserve({ sourcePage: '/', channel: 'uet' })).toMatchObject({ msg: validation.phoneRequired });
  });
});

describe('reservation: stored input', () => {
  it('trims the fields, drops empty optional ones and stores where the booking came from', async () => {
    const phone = freshPhone();
    const guest = await client().call<{ guestId: string }>('/crm/sdm/open/guest/create', { guest: { source: 'x' } });
    const answer = await reserve(
      {
        phone: ` ${phone} `,
        userName: '  Li Si ',
        userIdentity: ' SG ',
        position: '',
        sourcePage: '/landing?x=1',
        channel: 'uet',
        visitorId: 'v-123',
        guestId: guest.guestId,
      },
      { tenant: 'erp' },
    );
    expect(answer).toMatchObject({ code: '30000' });
    const [row] = await storedOf(phone);
    expect(row).toMatchObject({
      tenant_id: 'erp',
      user_name: 'Li Si',
      user_identity: 'SG',
      position: null,
      source_page: '/landing?x=1',
      channel: 'uet',
      visitor_id: 'v-123',
      guest_id: guest.guestId,
      user_id: null,
    });
    expect(row!.address_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the user when the caller is logged in, and ignores a stale token', async () => {
    const session = await client().login(DEMO.personal.phone, DEMO.personal.password);
    const phone = freshPhone();
    expect(await reserve(good({ phone }), { token: session.token })).toMatchObject({ code: '30000' });
    expect((await storedOf(phone))[0]!.user_id).toMatch(/^[0-9a-f-]{36}$/);
    const other = freshPhone();
    expect(await reserve(good({ phone: other }), { token: 'not-a-session' })).toMatchObject({ code: '30000' });
    expect((await storedOf(other))[0]!.user_id).toBeNull();
  });

  it.each([
    ['an over-long phone', { phone: '138000000001' }],
    ['an over-long name', { userName: 'x'.repeat(31) }],
    ['an over-long position', { position: 'x'.repeat(31) }],
    ['an unknown role', { userIdentity: 'CEO' }],
    ['the filter value ALL as a role', { userIdentity: 'ALL' }],
    ['a name with a control character', { userName: 'a\u0000b' }],
    ['a position with a line break', { position: 'a\nb' }],
    ['a number for a phone', { phone: 13800000000 }],
    ['an object for a name', { userName: { a: 1 } }],
    ['an unknown channel', { channel: 'google' }],
    ['a source page that is not a path', { sourcePage: 'https://evil.example/' }],
    ['an over-long source page', { sourcePage: `/${'x'.repeat(500)}` }],
    ['a guest id that is not a uuid', { guestId: 'guest-1' }],
    ['a visitor id with odd characters', { visitorId: '<script>' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s with a clear business error and stores nothing', async (_, change) => {
    const body = good(change);
    const answer = await reserve(body);
    expect(answer.code).toBe('40001');
    expect(answer.msg).toMatch(CHINESE);
    if (typeof body.phone === 'string') expect(await storedOf(body.phone)).toHaveLength(0);
  });

  it('refuses binary garbage and a body that is not an object without a 500', async () => {
    const binary = await client().post(RESERVE, Buffer.from([0xff, 0xfe, 0x00, 0x01]), { headers: { 'content-type': 'application/json' } });
    expect(binary.statusCode).toBeLessThan(500);
    expect(binary.json()).toMatchObject({ code: '40001' });
    const list = await client().post(RESERVE, [1, 2]);
    expect(list.json()).toMatchObject({ code: '40001' });
  });
});

describe('reservation: limits and switches', () => {
  it('takes at most 3 bookings of one phone a day, from any address, with a clear msg', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect(await reserve(good({ phone }))).toMatchObject({ code: '30000' });
    const refused = await reserve(good({ phone }));
    expect(refused).toMatchObject({ code: '42900' });
    expect(refused.msg).toContain('3');
    expect(await storedOf(phone)).toHaveLength(3);
  });

  it('takes at most the hourly cap from one address, whatever the phones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect(await reserve(good(), { ip })).toMatchObject({ code: '30000' });
    const phone = freshPhone();
    expect(await reserve(good({ phone }), { ip })).toMatchObject({ code: '42900', msg: expect.stringMatching(CHINESE) });
    expect(await storedOf(phone)).toHaveLength(0);
    expect(await reserve(good(), { ip: freshIp() })).toMatchObject({ code: '30000' });
  });

  it('counts bookings older than the window no more', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) await reserve(good({ phone }));
    await ctx.db.query("UPDATE bookings SET created_at = created_at - interval '25 hours' WHERE phone = $1", [phone]);
    expect(await reserve(good({ phone }))).toMatchObject({ code: '30000' });
  });

  it('is refused on a tenant whose manifest turns booking off', async () => {
    const phone = freshPhone();
    const answer = await reserve(good({ phone }), { tenant: 'kunlun' });
    expect(answer).toMatchObject({ code: '40300', msg: expect.stringMatching(CHINESE) });
    expect(await storedOf(phone)).toHaveLength(0);
  });
});

describe('the operators list and export', () => {
  const login = (phone: string) =>
    client()
      .login(phone, 'Demo1234')
      .then((s) => s.token);

  it('answers 401 without a session and 403 to a plain user', async () => {
    for (const url of [LIST, EXPORT]) {
      const anonymous = await client().post(url, {});
      expect(anonymous.statusCode).toBe(401);
      const plain = await client().post(url, {}, { token: await login(DEMO.personal.phone) });
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toMatchObject({ code: '40300' });
    }
  });

  it("shows an operator only their tenants' bookings, newest first, paged, and refuses another tenant", async () => {
    const mainPhone = freshPhone();
    const erpPhone = freshPhone();
    await reserve(good({ phone: mainPhone, userName: 'first' }), { tenant: 'main' });
    await reserve(good({ phone: mainPhone, userName: 'second' }), { tenant: 'quanzitong' });
    await reserve(good({ phone: erpPhone }), { tenant: 'erp' });
    const token = await login(OPERATOR_MAIN);
    type Page = { code: string; total: number; list: { phone: string; userName: string; tenantId: string }[] };
    const all = await client().call<Page>(LIST, { pageSize: 50 }, { token });
    expect(all.code).toBe('30000');
    expect(all.list.every((b) => ['main', 'quanzitong'].includes(b.tenantId))).toBe(true);
    expect(all.list.some((b) => b.phone === erpPhone)).toBe(false);
    const mine = all.list.filter((b) => b.phone === mainPhone).map((b) => b.userName);
    expect(mine).toEqual(['second', 'first']);

    const one = await client().call<Page>(LIST, { tenantId: 'quanzitong', pageSize: 1, page: 1 }, { token });
    expect(one.list).toHaveLength(1);
    expect(one.list[0]!.tenantId).toBe('quanzitong');
    expect(one.total).toBeGreaterThanOrEqual(1);

    const other = await client().post(LIST, { tenantId: 'erp' }, { token });
    expect(other.statusCode).toBe(403);
    const otherExport = await client().post(EXPORT, { tenantId: 'erp' }, { token });
    expect(otherExport.statusCode).toBe(403);

    const erp = await client().call<Page>(LIST, { pageSize: 50 }, { token: await login(OPERATOR_ERP) });
    expect(erp.list.some((b) => b.phone === erpPhone)).toBe(true);
    expect(erp.list.some((b) => b.phone === mainPhone)).toBe(false);
  });

  it('filters by China-time days and by chat guest', async () => {
    const phone = freshPhone();
    const guest = await client().call<{ guestId: string }>('/crm/sdm/open/guest/create', { guest: { source: 'x' } });
    await reserve(good({ phone, guestId: guest.guestId }));
    // 2026-01-01 23:30 China time is 15:30 UTC on the same day.
    await ctx.db.query("UPDATE bookings SET created_at = '2026-01-01T15:30:00Z' WHERE phone = $1", [phone]);
    const token = await login(OPERATOR_MAIN);
    type Page = { code: string; total: number; list: { phone: string }[] };
    const day = (from: string, to: string) => client().call<Page>(LIST, { from, to, pageSize: 50 }, { token });
    expect((await day('2026-01-01', '2026-01-01')).list.map((b) => b.phone)).toContain(phone);
    expect((await day('2026-01-02', '2026-01-03')).list.map((b) => b.phone)).not.toContain(phone);
    expect(await day('2026-01-03', '2026-01-01')).toMatchObject({ code: '40001', msg: expect.stringMatching(CHINESE) });
    expect(await client().call(LIST, { from: '2026-13-45' }, { token })).toMatchObject({ code: '40001' });
    const byGuest = await client().call<Page>(LIST, { guestId: guest.guestId }, { token });
    expect(byGuest.list.map((b) => b.phone)).toEqual([phone]);
  });

  it('exports CSV with a BOM, the header, and formulas neutralised', async () => {
    const phone = freshPhone();
    await reserve(good({ phone, userName: '=HYPERLINK("http://evil")', position: '+1, "q"', userIdentity: 'JL' }));
    const token = await login(OPERATOR_MAIN);
    const response = await client().post(EXPORT, { tenantId: 'main' }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith(`\ufeff${server.booking.csv.head.join(',')}\r\n`)).toBe(true);
    const line = body.split('\r\n').find((l) => l.includes(phone))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`"'+1, ""q"""`);
    expect(line).toContain(common.booking.identities.JL);
    expect(line).not.toMatch(/,=|,\+|,-|,@/);
  });
});
