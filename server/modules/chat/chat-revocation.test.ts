import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import server from '../../../locales/zh-cn/server.json';
import { CHAT_CLOSE } from '../../../shared/calls/chat';
import type { Database } from '../../db/database';
import { revokeUserSessions, sha256 } from '../accounts/public';
import { grantOperator, revokeOperator } from './operators';
import { connect, guestSocket, login, operatorSocket, type TestSocket } from '../../test-support/chat-sockets';
import { chatMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// Logout, a revoked session (password change, find-pwd) and a revoked operator role reach sockets
// already open, on every process: the triggers of migration 023 notify the chat channel, whoever changed the row.
// Two apps over one database stand for two server processes (on PostgreSQL: two LISTEN connections).

/**
 * How long a close may take here before the test fails. The requirement is 2 s; a test on a loaded machine gets
 * more room, and the latencies measured are printed with CHAT_LATENCY=1 (README gives the figures).
 */
const CLOSE_DEADLINE_MS = 10_000;
const OPERATOR = '13800000010';

let first: FastifyInstance;
let second: FastifyInstance;
let db: Database;
let operatorId: string;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
  db = await testDatabase();
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [OPERATOR]);
  operatorId = row!.id;
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** The close code of a socket, and how long after `since` it came; fails past the deadline. */
async function closeOf(client: TestSocket, since: number, what: string): Promise<number> {
  const code = await Promise.race([
    client.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: still open after ${CLOSE_DEADLINE_MS} ms`)), CLOSE_DEADLINE_MS),
    ),
  ]);
  if (process.env.CHAT_LATENCY) console.log(`${what}: closed ${client.closedAt()! - since} ms after the change`);
  return code;
}

/** Desks of one session on both processes. */
async function desksOf(token?: string) {
  const session = token ?? (await login(first, OPERATOR));
  const onFirst = (await operatorSocket(first, OPERATOR, session)).client;
  const onSecond = (await operatorSocket(second, OPERATOR, session)).client;
  return { token: session, desks: [onFirst, onSecond] };
}

const operatorMessages = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE sender = 'operator'`))[0]!.n;

describe('an operator socket is closed when its session or role ends, on either process', () => {
  it('logout', async () => {
    const { token, desks } = await desksOf();
    const since = Date.now();
    const answer = await first.inject({ method: 'POST', url: '/api/user/auth/v3/logout', payload: { token } });
    expect(answer.json<{ code: string }>().code).toBe('30000');
    for (const [i, desk] of desks.entries()) {
      expect(await closeOf(desk, since, `logout, process ${i + 1}`)).toBe(CHAT_CLOSE.sessionEnded);
      expect(desk.frames.find((frame) => frame.type === 'refused')).toMatchObject({
        reason: 'sessionEnded',
        msg: server.account.sessionExpired,
      });
    }
  });

  it('revokeUserSessions (a password change keeps only its own session)', async () => {
    const kept = await login(first, OPERATOR);
    const { desks } = await desksOf();
    const { desks: keptDesks } = await desksOf(kept);
    const since = Date.now();
    await revokeUserSessions(db, operatorId, sha256(kept));
    for (const [i, desk] of desks.entries())
      expect(await closeOf(desk, since, `revokeUserSessions, process ${i + 1}`)).toBe(CHAT_CLOSE.sessionEnded);
    // The session that was kept goes on: it still answers pings.
    for (const desk of keptDesks) {
      desk.send({ type: 'ping' });
      await desk.next('pong');
      desk.socket.close();
    }
  });

  it('revokeOperator: a tenant taken away is followed, the last one closes the socket', async () => {
    const { desks } = await desksOf();
    const { guest, client: guestClient } = await guestSocket(first);
    guestClient.send({ type: 'send', clientId: 'g', body: '你好' });
    const { message } = await guestClient.next('ack');
    try {
      await revokeOperator(db, operatorId, ['main']);
      // Still an operator of quanzitong: open, but main's conversation is not theirs any more.
      desks[1]!.send({ type: 'send', clientId: 'late', body: '回复', conversationId: message.conversationId });
      expect(await desks[1]!.next('refused', (frame) => frame.clientId === 'late')).toMatchObject({ reason: 'notFound' });
      const since = Date.now();
      await revokeOperator(db, operatorId, []);
      for (const [i, desk] of desks.entries()) {
        expect(await closeOf(desk, since, `revokeOperator, process ${i + 1}`)).toBe(CHAT_CLOSE.refused);
        expect(desk.frames.find((frame) => frame.type === 'refused' && frame.reason === 'forbidden')).toMatchObject({
          msg: chatMsg('forbidden'),
        });
      }
      const [stored] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.guest_id = $1 AND m.sender = 'operator'`,
        [guest.guestId],
      );
      expect(stored!.n).toBe(0);
    } finally {
      await grantOperator(db, operatorId, ['main', 'quanzitong']);
      guestClient.socket.close();
    }
  });
});

describe('every operator frame is judged by the session and role of now', () => {
  it('refuses a frame after a revocation no process heard of, stores nothing and closes', async () => {
    const { token, desks } = await desksOf();
    const { client: guestClient } = await guestSocket(first);
    guestClient.send({ type: 'send', clientId: 'g', body: '在吗' });
    const { message } = await guestClient.next('ack');
    // As if the notification were lost (a listener between reconnects): the triggers do not fire for this change.
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)]);
    });
    const before = await operatorMessages();
    const [desk, other] = desks as [TestSocket, TestSocket];
    desk.send({ type: 'send', clientId: 'after', body: '撤销后的回复', conversationId: message.conversationId });
    expect(await desk.next('refused', (frame) => frame.clientId === 'after')).toMatchObject({ reason: 'sessionEnded' });
    expect(await desk.closed).toBe(CHAT_CLOSE.sessionEnded);
    expect(await operatorMessages()).toBe(before);
    // Any frame, a read or a ping too.
    other.send({ type: 'read', upTo: message.id, conversationId: message.conversationId });
    expect(await other.closed).toBe(CHAT_CLOSE.sessionEnded);
    const [read] = await db.query<{ operator_read_id: string }>('SELECT operator_read_id FROM chat_conversations WHERE id = $1', [
      message.conversationId,
    ]);
    expect(Number(read!.operator_read_id)).toBe(0);
    guestClient.socket.close();
  });

  it("keeps a logged-in guest's socket after its logout, and its messages no longer carry the user", async () => {
    const userToken = await login(first, '13800000001');
    const { guest, client } = await guestSocket(second, { userToken });
    await first.inject({ method: 'POST', url: '/api/user/auth/v3/logout', payload: { token: userToken } });
    client.send({ type: 'send', clientId: 'after-logout', body: '退出后咨询' });
    await client.next('ack');
    const [conversation] = await db.query<{ user_id: string | null }>('SELECT user_id FROM chat_conversations WHERE guest_id = $1', [
      guest.guestId,
    ]);
    expect(conversation!.user_id).toBeNull();
    client.socket.close();
  });

  it('refuses the hello of an ended session', async () => {
    const token = await login(first, OPERATOR);
    await first.inject({ method: 'POST', url: '/api/user/auth/v3/logout', payload: { token } });
    const client = await connect(second);
    client.send({ type: 'hello', role: 'operator', token });
    expect((await client.next('refused')).reason).toBe('forbidden');
    expect(await client.closed).toBe(CHAT_CLOSE.refused);
  });
});
