import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SessionAnswer } from '../../shared/calls/account-models';
import type { Queryable } from '../db/database';
import type { AccountOptions } from '../plugins/accounts';
import { svgChallenge } from '../modules/accounts/public';
import type { TestAppOptions } from './test-app';

/** Known demo accounts of server/db/seed-data/accounts.json. */
export const DEMO = {
  personal: { phone: '13800000001', email: 'demo@example.com', password: 'Demo1234' },
  member: { phone: '13800000002', password: 'Demo1234' },
  doubleAuth: { phone: '13800000003', password: 'Demo1234' },
} as const;

/**
 * Account options for tests: a cheap scrypt cost for new hashes (the cost is stored in each hash), no purge
 * timer, and real svg-captcha pictures whose answers the test can read.
 */
export function accountTestOptions(extra: AccountOptions = {}): { options: TestAppOptions; icodeAnswers: string[] } {
  const icodeAnswers: string[] = [];
  return {
    icodeAnswers,
    options: {
      accounts: {
        passwordCost: 2 ** 12,
        purgeIntervalMs: false,
        icodeChallenge: () => {
          const challenge = svgChallenge();
          icodeAnswers.push(challenge.text);
          return challenge;
        },
        ...extra,
      },
    },
  };
}

/** A mobile number nobody has used yet in this run. */
export function freshPhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A loopback address of its own, so the per-IP limits of one test do not reach another. */
export function freshIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface AccountClient {
  post(url: string, body?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** POSTs and answers the parsed body. */
  call<T = Record<string, unknown>>(url: string, body?: unknown, options?: CallOptions): Promise<T & { code: string; msg: string }>;
  /** The 6-digit code of the latest message to a phone or email (read through GET /api/dev/outbox). */
  latestCode(to: string): Promise<string>;
  outboxCount(to: string): Promise<number>;
  /** Sends a code for a purpose through `sendUrl` and answers it. */
  codeFor(sendUrl: string, body: Record<string, unknown>, to: string, options?: CallOptions): Promise<string>;
  /** Registers a new user by phone, code and password. */
  register(phone?: string, password?: string, realname?: string): Promise<SessionAnswer & { phone: string; password: string }>;
  login(account: string, password: string): Promise<SessionAnswer>;
}

export function accountClient(ctx: { app: FastifyInstance }): AccountClient {
  const post = (url: string, body: unknown = {}, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body as InjectOptions['payload'],
      headers,
      remoteAddress: options.ip ?? freshIp(),
    });
  };
  const call = async <T>(url: string, body?: unknown, options?: CallOptions) =>
    (await post(url, body, options)).json<T & { code: string; msg: string }>();
  const outbox = async (to: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return response.json<{ messages: { body: string }[] }>().messages;
  };
  const latestCode = async (to: string) => {
    const [latest] = await outbox(to);
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
    expect(code, `a code sent to ${to}`).toBeDefined();
    return code!;
  };
  const client: AccountClient = {
    post,
    call,
    latestCode,
    outboxCount: async (to) => (await outbox(to)).length,
    async codeFor(sendUrl, body, to, options) {
      const sent = await call(sendUrl, body, options);
      expect(sent, `${sendUrl} sends a code`).toMatchObject({ code: '30000' });
      return latestCode(to);
    },
    async register(phone = freshPhone(), password = 'Girder2026', realname = 'Tester') {
      const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
      const session = await call<SessionAnswer>('/user/reg/v3/std/register', { phone, vcode, password, realname });
      expect(session.code, session.msg).toBe('30000');
      return { ...session, phone, password };
    },
    async login(account, password) {
      const session = await call<SessionAnswer>('/user/auth/v3/pwd/login', { account, password });
      expect(session.code, session.msg).toBe('30000');
      return session;
    },
  };
  return client;
}

/** Moves every live code of a target past its expiry. */
export async function expireCodes(db: Queryable, target: string): Promise<void> {
  await db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1", [target]);
}

/** Lets the next code go at once, as if the minute had passed. */
export async function ageCodes(db: Queryable, target: string, seconds = 61): Promise<void> {
  await db.query('UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2) WHERE target = $1', [target, seconds]);
}

/** A newly registered user: its session token and its id. */
export async function registeredUser(client: AccountClient, db: Queryable): Promise<{ token: string; userId: string }> {
  const session = await client.register();
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [session.phone]);
  return { token: session.token, userId: row!.id };
}
