import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { devCalls } from '../../../shared/calls/dev';
import { readConfig } from '../../config';
import { accountClient, accountTestOptions, freshPhone } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { createTestApp, withTestApp } from '../../test-support/test-app';

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

const outbox = async (to: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<CallReply<typeof devCalls.outbox>>();

describe('GET /api/dev/outbox with the default outbox provider', () => {
  it('answers the latest messages to a phone, newest first, at most 20', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 25; i += 1) {
      await ctx.db.query("INSERT INTO outbox (channel, target, body) VALUES ('sms', $1, $2)", [phone, `message ${i}`]);
    }
    const body = await outbox(phone);
    expect(body.code).toBe('30000');
    expect(body.messages).toHaveLength(20);
    expect(body.messages[0]).toMatchObject({ channel: 'sms', to: phone, subject: null, body: 'message 24' });
    expect(body.messages[19]!.body).toBe('message 5');
    expect(new Date(body.messages[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await outbox(freshPhone())).messages).toEqual([]);
  });

  it('holds the SMS and email codes the account calls send, texts from locales', async () => {
    const phone = freshPhone();
    await client.call('/user/reg/sendVcode', { phone });
    const [sms] = (await outbox(phone)).messages;
    expect(sms?.body).toMatch(/^【.+】.*\d{6}/);
    await ctx.db.query("INSERT INTO users (phone, email) VALUES ($1, 'mailbox@example.com')", [freshPhone()]);
    await client.call('/user/findPwd/sendEmailVcode', { email: 'mailbox@example.com' });
    const [mail] = (await outbox('MAILBOX@example.com')).messages;
    expect(mail).toMatchObject({ channel: 'email', to: 'mailbox@example.com', subject: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect(mail?.body).toMatch(/\d{6}/);
  });

  it('validates', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.json()).toEqual({ code: '40001', msg: invalidMsg('required', { field: 'to' }) });
  });
});

describe('with a real message gateway configured', () => {
  let app: FastifyInstance;
  let gateway: ReturnType<typeof createServer>;
  const received: { body: Record<string, string>; authorization?: string }[] = [];

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>,
          authorization: request.headers.authorization,
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    app = await createTestApp(
      accountTestOptions({ messages: { provider: 'webhook', webhookUrl: `http://127.0.0.1:${port}/send`, webhookToken: 'gw-token' } })
        .options,
    );
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('sends codes to the gateway and has no /api/dev/outbox', async () => {
    const phone = freshPhone();
    const sent = await app.inject({ method: 'POST', url: '/api/user/reg/sendVcode', payload: { phone } });
    expect(sent.json()).toMatchObject({ code: '30000' });
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      body: { channel: 'sms', to: phone, text: expect.stringMatching(/\d{6}/) },
      authorization: 'Bearer gw-token',
    });
    const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE target = $1', [phone]);
    expect(row!.n).toBe(0);
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: '40400', msg: serverMsg('notFound') });
  });
});

describe('MESSAGE_PROVIDER', () => {
  it('defaults to the outbox and checks a webhook setting', () => {
    expect(readConfig({}).accounts.messages).toEqual({ provider: 'outbox', webhookUrl: undefined, webhookToken: undefined });
    expect(
      readConfig({ MESSAGE_PROVIDER: 'webhook', MESSAGE_WEBHOOK_URL: 'https://sms.example.com/send' }).accounts.messages,
    ).toMatchObject({
      provider: 'webhook',
    });
    expect(() => readConfig({ MESSAGE_PROVIDER: 'webhook' })).toThrow(/MESSAGE_WEBHOOK_URL/);
    expect(() => readConfig({ MESSAGE_PROVIDER: 'carrier-pigeon' })).toThrow(/MESSAGE_PROVIDER/);
  });
});

describe('the outbox is for this machine only', () => {
  it('refuses a request from another address with 403', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=13800000001', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: '40300' });
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const apps: FastifyInstance[] = [];
  const appWith = async (env: NodeJS.ProcessEnv) => {
    const config = readConfig(env);
    const app = await createTestApp({ ...accountTestOptions().options, trustProxy: config.trustProxy, devOutbox: config.devOutbox });
    apps.push(app);
    return app;
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('judges the TCP peer, never X-Forwarded-For', async () => {
    const app = await appWith({ TRUST_PROXY: '1', DEV_OUTBOX: '1' });
    const forged = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=13800000001',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ code: '40300', msg: serverMsg('outboxLocalOnly') });
    // The proxy itself is on loopback; what it forwards is still someone else's request.
    const proxied = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=13800000001', remoteAddress: '::ffff:127.0.0.1' });
    expect(proxied.statusCode).toBe(200);
  });

  it('is off whenever TRUST_PROXY is set, even for a loopback peer, unless DEV_OUTBOX=1', async () => {
    for (const env of [{ TRUST_PROXY: '1' }, { TRUST_PROXY: '10.0.0.0/8' }, { TRUST_PROXY: '1', DEV_OUTBOX: '0' }]) {
      const response = await (await appWith(env)).inject({
        method: 'GET',
        url: '/api/dev/outbox?to=13800000001',
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode, JSON.stringify(env)).toBe(404);
    }
    const allowed = await (await appWith({ TRUST_PROXY: '1', DEV_OUTBOX: '1' })).inject({
      method: 'GET',
      url: '/api/dev/outbox?to=13800000001',
    });
    expect(allowed.json()).toMatchObject({ code: '30000' });
  });

  it('can be turned off without a proxy too; DEV_OUTBOX takes 1 or 0', async () => {
    const off = await appWith({ DEV_OUTBOX: '0' });
    expect((await off.inject({ method: 'GET', url: '/api/dev/outbox?to=13800000001' })).statusCode).toBe(404);
    expect(() => readConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX must be '1' or '0'/);
  });
});
