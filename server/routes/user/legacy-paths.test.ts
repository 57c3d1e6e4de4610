import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, LEGACY_ACCOUNT_PATHS, type SessionResponse } from '../../../shared/account-contract';
import { purgeExpired } from '../../services/accounts/purge';
import { accountClient, accountTestOptions, freshPhone, DEMO } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

describe('SPEC §7 legacy calls are served by the handler of their current twin', () => {
  it.each(Object.entries(LEGACY_ACCOUNT_PATHS))('%s answers as %s', async (legacy, current) => {
    // Same validation answer for the same (invalid) body.
    const body = { unexpected: true };
    expect(await client.call(legacy, body)).toEqual(await client.call(current, body));
  });

  it('loginByPwd logs in and auth/userinfo reads the session', async () => {
    const session = await client.call<SessionResponse>('/user/auth/loginByPwd', { account: DEMO.personal.phone, password: DEMO.personal.password });
    expect(session.code).toBe('30000');
    expect(await client.call('/user/auth/userinfo', { token: session.token })).toMatchObject({ code: '30000' });
  });

  it('reg/v3/code sends a register code', async () => {
    const phone = freshPhone();
    expect((await client.call('/user/reg/v3/code', { phone })).code).toBe('30000');
    expect(await client.latestCode(phone)).toMatch(/^\d{6}$/);
  });

  it('every contract path is served (not 404)', async () => {
    for (const path of Object.values(ACCOUNT_PATHS)) {
      if (path === ACCOUNT_PATHS.oauthStart || path === ACCOUNT_PATHS.devOutbox) continue;
      const response = await client.post(path, {});
      expect(response.statusCode, path).not.toBe(404);
    }
  });
});

describe('purgeExpired', () => {
  it('deletes account state a day past its expiry and keeps the rest', async () => {
    const user = await client.register();
    await ctx.db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
         ('old', $1, now() - interval '2 days'), ('recent', $1, now() - interval '1 hour')`,
      [user.unionid],
    );
    await ctx.db.query("INSERT INTO qr_tickets (ticket_hash, expires_at) VALUES ('old-qr', now() - interval '2 days')");
    await purgeExpired(ctx.db);
    const hashes = (await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user.unionid])).map(
      (row) => row.token_hash,
    );
    expect(hashes).toContain('recent');
    expect(hashes).not.toContain('old');
    expect(hashes).toHaveLength(2);
    expect(await ctx.db.query("SELECT 1 FROM qr_tickets WHERE ticket_hash = 'old-qr'")).toEqual([]);
  });
});

describe('code limits across concurrent requests', () => {
  it('lets only one of several simultaneous sends through', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.call('/user/reg/sendVcode', { phone })));
    expect(answers.filter((answer) => answer.code === '30000')).toHaveLength(1);
    expect(await client.outboxCount(phone)).toBe(1);
  });
});
