import { describe, expect, it } from 'vitest';
import type { accountScanCalls } from '../../../shared/calls/account-scan';
import type { CallReply } from '../../../shared/calls/define-call';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { accountMsg, invalidMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const ILLEGAL = { code: ACCOUNT_CODES.illegalTransition, msg: accountMsg('illegalTransition') };

async function newTicket() {
  const body = await client.call<CallReply<typeof accountScanCalls.scanQrcode>>('/user/auth/v3/scan/qrcode');
  expect(body.code).toBe('30000');
  return body.ticket;
}
const status = (ticket: string) => client.call<CallReply<typeof accountScanCalls.scanStatus>>('/user/auth/v3/scan/status', { ticket });
const scan = (ticket: string, token: string) => client.call('/user/auth/v3/scan/scan', { ticket }, { token });
const confirm = (ticket: string, token: string) => client.call('/user/auth/v3/scan/confirm', { ticket }, { token });
/** Moves every ticket past its expiry. */
const expire = () => ctx.db.query("UPDATE qr_tickets SET expires_at = now() - interval '1 second'");

describe('QR-code login', () => {
  it('scan/qrcode answers a ticket, its /authorize address and an expiry 120 s away', async () => {
    const body = await client.call<CallReply<typeof accountScanCalls.scanQrcode>>('/user/auth/v3/scan/qrcode', {});
    expect(body.ticket).toMatch(/^[\w-]{43}$/);
    expect(body.url).toBe(`/authorize?ticket=${body.ticket}`);
    const ttl = new Date(body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    expect(await status(body.ticket)).toMatchObject({ code: '30000', status: 'WAITING' });
    // Only the ticket's hash is kept.
    expect(await ctx.db.query('SELECT 1 FROM qr_tickets WHERE ticket_hash = $1', [body.ticket])).toEqual([]);
  });

  it('moves WAITING → SCANED → LOGINED, and gives the desktop its session exactly once', async () => {
    const phone = await client.register(undefined, undefined, 'Scanner Li');
    const ticket = await newTicket();
    expect(await scan(ticket, phone.token)).toMatchObject({ code: '30000', status: 'SCANED' });
    expect(await status(ticket)).toMatchObject({ code: '30000', status: 'SCANED', scanner: { realname: 'Scanner Li' } });
    expect((await status(ticket)).session).toBeUndefined();
    expect(await confirm(ticket, phone.token)).toMatchObject({ code: '30000', status: 'LOGINED' });

    const logined = await status(ticket);
    expect(logined).toMatchObject({ code: '30000', status: 'LOGINED', scanner: { realname: 'Scanner Li' } });
    const session = logined.session!;
    expect(session.unionid).toBe(phone.unionid);
    expect(session.token).not.toBe(phone.token);
    const info = await client.call('/user/auth/v3/userinfo', { token: session.token });
    expect(info).toMatchObject({ code: '30000', userinfo: { realname: 'Scanner Li' } });
    // Then the ticket is spent.
    expect(await status(ticket)).toEqual({ code: ACCOUNT_CODES.ticketExpired, msg: accountMsg('ticketExpired') });
  });

  it('reads TIMEOUT once the ticket expires, in any state before LOGINED', async () => {
    const phone = await client.register();
    const waiting = await newTicket();
    const scanned = await newTicket();
    expect((await scan(scanned, phone.token)).code).toBe('30000');
    await expire();
    expect(await status(waiting)).toMatchObject({ code: '30000', status: 'TIMEOUT' });
    expect(await status(scanned)).toMatchObject({ code: '30000', status: 'TIMEOUT' });
    expect((await status(scanned)).scanner).toBeUndefined();
  });

  describe('refuses every other transition with illegalTransition', () => {
    it('confirm before scan', async () => {
      const phone = await client.register();
      const ticket = await newTicket();
      expect(await confirm(ticket, phone.token)).toEqual(ILLEGAL);
      expect((await status(ticket)).status).toBe('WAITING');
    });

    it('scan twice, by the same user or another', async () => {
      const [first, second] = [await client.register(), await client.register()];
      const ticket = await newTicket();
      expect((await scan(ticket, first.token)).code).toBe('30000');
      expect(await scan(ticket, first.token)).toEqual(ILLEGAL);
      expect(await scan(ticket, second.token)).toEqual(ILLEGAL);
      expect((await status(ticket)).scanner?.realname).toBe(first.userinfo.realname);
    });

    it('confirm by a user other than the scanner', async () => {
      const [scanner, other] = [await client.register(), await client.register()];
      const ticket = await newTicket();
      await scan(ticket, scanner.token);
      expect(await confirm(ticket, other.token)).toEqual(ILLEGAL);
      expect((await status(ticket)).status).toBe('SCANED');
      expect((await confirm(ticket, scanner.token)).code).toBe('30000');
    });

    it('confirm twice', async () => {
      const phone = await client.register();
      const ticket = await newTicket();
      await scan(ticket, phone.token);
      expect((await confirm(ticket, phone.token)).code).toBe('30000');
      expect(await confirm(ticket, phone.token)).toEqual(ILLEGAL);
    });

    it('scan or confirm after TIMEOUT', async () => {
      const phone = await client.register();
      const waiting = await newTicket();
      const scanned = await newTicket();
      await scan(scanned, phone.token);
      await expire();
      expect(await scan(waiting, phone.token)).toEqual(ILLEGAL);
      expect(await confirm(scanned, phone.token)).toEqual(ILLEGAL);
    });

    it('scan or confirm after LOGINED, before and after the desktop read it', async () => {
      const phone = await client.register();
      const ticket = await newTicket();
      await scan(ticket, phone.token);
      await confirm(ticket, phone.token);
      expect(await scan(ticket, phone.token)).toEqual(ILLEGAL);
      expect(await confirm(ticket, phone.token)).toEqual(ILLEGAL);
      expect((await status(ticket)).status).toBe('LOGINED');
      expect(await scan(ticket, phone.token)).toEqual(ILLEGAL);
      expect(await confirm(ticket, phone.token)).toEqual(ILLEGAL);
    });

    it('two concurrent scans: exactly one wins', async () => {
      const users = [await client.register(), await client.register(), await client.register()];
      const ticket = await newTicket();
      const answers = await Promise.all(users.map((user) => scan(ticket, user.token)));
      expect(answers.filter((answer) => answer.code === '30000')).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === ACCOUNT_CODES.illegalTransition)).toHaveLength(2);
    });

    it('two concurrent status reads of LOGINED: exactly one gets the session', async () => {
      const phone = await client.register();
      const ticket = await newTicket();
      await scan(ticket, phone.token);
      await confirm(ticket, phone.token);
      const reads = await Promise.all([status(ticket), status(ticket), status(ticket)]);
      expect(reads.filter((read) => read.session)).toHaveLength(1);
      expect(reads.filter((read) => read.code === ACCOUNT_CODES.ticketExpired)).toHaveLength(2);
    });
  });

  it('answers ticketExpired for a ticket it never issued', async () => {
    const phone = await client.register();
    const unknown = 'x'.repeat(43);
    expect((await status(unknown)).code).toBe(ACCOUNT_CODES.ticketExpired);
    expect((await scan(unknown, phone.token)).code).toBe(ACCOUNT_CODES.ticketExpired);
    expect((await confirm(unknown, phone.token)).code).toBe(ACCOUNT_CODES.ticketExpired);
  });

  it('scan and confirm need the phone’s session (HTTP 401)', async () => {
    const ticket = await newTicket();
    for (const url of ['/user/auth/v3/scan/scan', '/user/auth/v3/scan/confirm']) {
      const response = await client.post(url, { ticket });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
    }
    expect((await status(ticket)).status).toBe('WAITING');
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/v3/scan/status', {})).toEqual({ code: '40001', msg: invalidMsg('required', { field: 'ticket' }) });
    expect(await client.call('/user/auth/v3/scan/status', { ticket: 'bad ticket with spaces and long enough' })).toEqual({
      code: '40001',
      msg: invalidMsg('pattern', { field: 'ticket' }),
    });
    expect(await client.call('/user/auth/v3/scan/qrcode', { extra: 1 })).toEqual({
      code: '40001',
      msg: invalidMsg('additionalProperties', { field: 'extra' }),
    });
  });
});
