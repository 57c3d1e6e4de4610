import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { tenderCalls } from '../../../shared/calls/tender';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';
import { insertOrg, insertTender, scrapedNotice, uniqueWord } from '../../test-support/tenders';
import { recordingMessages, type RecordedMessage } from '../../test-support/recording-messages';
import { digestOrigin, feedPath, sendDigests } from './digests';
import { importTenders } from './import/import-tenders';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const ORIGIN = 'https://portal.example.com';
const DAY = 86_400_000;
const WORD = uniqueWord();
let orgId: number;
let smsUser: { token: string; phone: string };
let emailUser: { token: string; email: string };

const subscribe = async (token: string, body: Record<string, unknown>) =>
  (await client.call<CallReply<typeof tenderCalls.subscribeCreate>>('/ai/bidSubscribe/create', body, { token })).model.id;
const mine = (sent: RecordedMessage[]) => sent.filter((message) => message.to === smsUser.phone || message.to === emailUser.email);

beforeAll(async () => {
  orgId = await insertOrg(ctx.db);
  const sms = await client.register();
  smsUser = { token: sms.token, phone: sms.phone };
  const withEmail = await client.register();
  const email = `${uniqueWord()}@example.com`;
  await ctx.db.query('UPDATE users SET email = $1 WHERE phone = $2', [email, withEmail.phone]);
  emailUser = { token: withEmail.token, email };
});

describe('sendDigests', () => {
  it('sends each subscription its new matches once a day, even from two runs at once', async () => {
    const smsSub = await subscribe(smsUser.token, { name: '广州地铁', keywords: [WORD], regionCodes: ['440100'] });
    const emailSub = await subscribe(emailUser.token, { name: '全部公告', keywords: [WORD], engTypes: ['0100'] });
    await subscribe(smsUser.token, { name: '不提醒', keywords: [WORD], digest: false });
    await subscribe(emailUser.token, { name: '无新增', keywords: [uniqueWord()] });
    // Inserted newest first (each a second older than the one before).
    for (let i = 1; i <= 4; i++) await insertTender(ctx.db, { orgId, title: `${WORD} 第${i}标段招标公告`, daysAgo: 0 });
    await insertTender(ctx.db, { orgId, title: `${WORD} 深圳招标公告`, cityCode: '440300', districtCode: null });

    const { provider, sent } = recordingMessages();
    const runs = await Promise.all([1, 2].map(() => sendDigests(ctx.db, { messages: provider, origin: ORIGIN })));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(sent.length);
    const messages = mine(sent);
    expect(messages).toHaveLength(2);

    const sms = messages.find((message) => message.channel === 'sms')!;
    expect(sms.to).toBe(smsUser.phone);
    expect(sms.text).toContain('广州地铁');
    expect(sms.text).toContain(' 4 ');
    expect(sms.text).toContain(`${WORD} 第1标段招标公告、${WORD} 第2标段招标公告、${WORD} 第3标段招标公告等`);
    expect(sms.text).toContain(`${ORIGIN}${feedPath(smsSub)}`);

    const email = messages.find((message) => message.channel === 'email')!;
    expect(email.to).toBe(emailUser.email);
    expect(email.subject).toContain('全部公告');
    expect(email.subject).toContain('5');
    expect(email.text.split('\n').filter((line) => line.includes(WORD))).toHaveLength(5);
    expect(email.text).toContain(`${ORIGIN}${feedPath(emailSub)}`);

    // A second run the same day sends nothing.
    const again = await sendDigests(ctx.db, { messages: provider, origin: ORIGIN });
    expect(again).toEqual({ sent: 0, failed: [], skipped: false });
    expect(mine(sent)).toHaveLength(2);

    // The next day: only what was crawled since the last digest.
    await insertTender(ctx.db, { orgId, title: `${WORD} 补充公告`, daysAgo: 0 });
    const tomorrow = await sendDigests(ctx.db, { messages: provider, origin: ORIGIN, now: new Date(Date.now() + DAY) });
    expect(tomorrow.sent).toBeGreaterThanOrEqual(2);
    const next = mine(sent).slice(2);
    expect(next).toHaveLength(2);
    for (const message of next) expect(message.text).toContain(`${WORD} 补充公告`);
    expect(next.find((message) => message.channel === 'sms')!.text).toContain(' 1 ');
    expect(await sendDigests(ctx.db, { messages: provider, origin: ORIGIN, now: new Date(Date.now() + DAY) })).toMatchObject({ sent: 0 });
  });

  it('lists a notice imported from a feed or file in the next digest', async () => {
    const word = uniqueWord();
    const reader = await client.register();
    const email = `${uniqueWord()}@example.com`;
    await ctx.db.query('UPDATE users SET email = $1 WHERE phone = $2', [email, reader.phone]);
    const id = await subscribe(reader.token, { name: '导入的公告', keywords: [word], regionCodes: ['440100'] });
    const title = `${word}道路改造工程施工招标公告`;
    const report = await importTenders(ctx.db, {
      source: 'digest.jsonl',
      text: JSON.stringify(
        scrapedNotice(`DIGEST-${word}`, {
          title,
          招标人: `${word}建设单位`,
          regionText: '广东省广州市天河区',
          publishTime: '2026-11-20 09:00',
        }),
      ),
    });
    expect(report).toMatchObject({ created: 1, refused: [] });
    const { provider, sent } = recordingMessages();
    await sendDigests(ctx.db, { messages: provider, origin: ORIGIN });
    const digest = sent.find((message) => message.to === email)!;
    expect(digest.subject).toContain('导入的公告');
    expect(digest.text).toContain(title);
    expect(digest.text).toContain(`${ORIGIN}${feedPath(id)}`);
  });

  it('sends nothing for a subscription without new matches, and leaves it due', async () => {
    const id = await subscribe(smsUser.token, { name: '静默', keywords: [uniqueWord()] });
    const { provider, sent } = recordingMessages();
    await sendDigests(ctx.db, { messages: provider, origin: ORIGIN });
    expect(sent.filter((message) => message.text.includes('静默'))).toHaveLength(0);
    const [row] = await ctx.db.query<{ digest_sent_at: Date | null }>('SELECT digest_sent_at FROM bid_subscriptions WHERE id = $1', [id]);
    expect(row!.digest_sent_at).toBeNull();
  });

  it('keeps a digest the provider refuses queued, so a later run sends it after the back-off', async () => {
    const word = uniqueWord();
    const id = await subscribe(smsUser.token, { name: '重试', keywords: [word] });
    await insertTender(ctx.db, { orgId, projectName: word });
    const { provider, sent, state } = recordingMessages();
    state.failing = true;
    const now = new Date();
    const failed = await sendDigests(ctx.db, { messages: provider, origin: ORIGIN, now });
    expect(failed.failed.length).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM digest_outbox WHERE subscription_id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'pending', last_error: 'gateway down' });
    state.failing = false;
    await sendDigests(ctx.db, { messages: provider, origin: ORIGIN, now: new Date(now.getTime() + 60_000) });
    expect(sent.filter((message) => message.text.includes('重试'))).toHaveLength(1);
  });

  it('reminds of favourited and followed notices remindDays before their deadline, each once', async () => {
    const user = await client.register();
    const word = uniqueWord();
    const followedOrg = await insertOrg(ctx.db);
    const deadline = (days: number) => new Date(Date.now() + days * DAY);
    const tender = (title: string, days: number, org = orgId) =>
      insertTender(ctx.db, { orgId: org, title: `${word} ${title}`, deadline: deadline(days) });
    const favourite = await tender('收藏两天后截止', 2);
    await tender('关注单位明天截止', 1, followedOrg);
    const later = await tender('收藏十天后截止', 10);
    const past = await tender('收藏已截止', -1);
    await tender('未收藏明天截止', 1);
    for (const id of [favourite, later, past]) await client.call('/ai/pub/userOperation/favorite', { id }, { token: user.token });
    await client.call('/ai/userBidOrg/create', { orgId: followedOrg }, { token: user.token });
    // Its keyword matches nothing: the message is the reminders alone.
    const id = await subscribe(user.token, { name: '截止提醒', keywords: [uniqueWord()], remindDays: 3 });
    expect(
      (await client.call<CallReply<typeof tenderCalls.subscribeGet>>('/ai/bidSubscribe/get', { id }, { token: user.token })).model
        .remindDays,
    ).toBe(3);

    const { provider, sent } = recordingMessages();
    const own = () => sent.filter((message) => message.to === user.phone);
    await sendDigests(ctx.db, { messages: provider, origin: ORIGIN });
    expect(own()).toHaveLength(1);
    const text = own()[0]!.text;
    expect(text).toContain('截止提醒');
    expect(text).toContain(`${word} 关注单位明天截止（截止 `);
    expect(text).toContain(`${word} 收藏两天后截止`);
    expect(text).toContain(' 2 条将在 3 天内截止');
    expect(text.indexOf('关注单位明天截止')).toBeLessThan(text.indexOf('收藏两天后截止'));
    for (const absent of ['收藏十天后截止', '收藏已截止', '未收藏明天截止']) expect(text).not.toContain(absent);

    // The next day lists neither again (and there is nothing else to send).
    await sendDigests(ctx.db, { messages: provider, origin: ORIGIN, now: new Date(Date.now() + DAY) });
    expect(own()).toHaveLength(1);
    // Eight days on, the ten-day one is due: it alone.
    await sendDigests(ctx.db, { messages: provider, origin: ORIGIN, now: new Date(Date.now() + 8 * DAY) });
    expect(own()).toHaveLength(2);
    expect(own()[1]!.text).toContain(`${word} 收藏十天后截止`);
    expect(own()[1]!.text).not.toContain('收藏两天后截止');
    const sentRows = await ctx.db.query('SELECT tender_id FROM bid_reminders_sent WHERE subscription_id = $1', [id]);
    expect(sentRows).toHaveLength(3);
  });

  it('refuses a reminder outside 1 to 30 days', async () => {
    for (const remindDays of [0, 31, 2.5])
      expect(await client.call('/ai/bidSubscribe/create', { name: '越界', remindDays }, { token: smsUser.token })).toMatchObject({
        code: '40001',
      });
  });

  it('skips while another process holds the lock', async () => {
    const { provider } = recordingMessages();
    if (ctx.db.kind === 'pglite') return; // one connection: the lock cannot be held elsewhere
    await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(730010)');
      expect(await sendDigests(ctx.db, { messages: provider, origin: ORIGIN })).toEqual({ sent: 0, failed: [], skipped: true });
    });
  });
});

describe('digestOrigin', () => {
  it('is PUBLIC_ORIGIN, else the main tenant’s first host name', () => {
    expect(digestOrigin(ctx.app.tenants.tenants, 'https://x.example')).toBe('https://x.example');
    expect(digestOrigin(ctx.app.tenants.tenants)).toBe(`https://${ctx.app.tenants.byId('main')!.hostnames[0]}`);
  });
});
