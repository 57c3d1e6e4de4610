import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE } from '../../../shared/calls/chat';
import { connect, guestSocket, login, newGuest, operatorSocket } from '../../test-support/chat-sockets';
import { chatMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';
import type { Database } from '../../db/database';

// Two apps over one database stand for two server processes: each has its own sockets and LISTENs on its own.
let first: FastifyInstance;
let second: FastifyInstance;
let db: Database;

beforeAll(async () => {
  first = await createTestApp({ chatLimits: { guestMessagesPerMinute: 5 } });
  second = await createTestApp({ chatLimits: { guestMessagesPerMinute: 5 } });
  db = await testDatabase();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('chat across two processes', () => {
  it('carries a guest message to an operator on the other process and the answer back, stored first', async () => {
    const { guest, client: guestClient } = await guestSocket(first);
    const { client: desk } = await operatorSocket(second);
    guestClient.send({ type: 'send', clientId: 'g1', body: '  你好，想了解计量支付  ' });
    const ack = await guestClient.next('ack');
    expect(ack.message.body).toBe('你好，想了解计量支付');
    const seen = await desk.next('message', (frame) => frame.message.id === ack.message.id);
    expect(seen.message.sender).toBe('guest');
    const listed = await desk.next('conversation', (frame) => frame.conversation.id === ack.message.conversationId);
    expect(listed.conversation).toMatchObject({ guestId: guest.guestId, tenantId: 'main', unread: 1, firstPage: '/product', online: true });

    desk.send({ type: 'send', clientId: 'o1', body: '您好，这里是客服', conversationId: ack.message.conversationId });
    await desk.next('ack');
    const answer = await guestClient.next('message', (frame) => frame.message.sender === 'operator');
    expect(answer.message.body).toBe('您好，这里是客服');
    expect((await guestClient.next('unread')).count).toBe(1);

    guestClient.send({ type: 'read', upTo: answer.message.id });
    expect((await guestClient.next('unread')).count).toBe(0);
    const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1', [
      ack.message.conversationId,
    ]);
    expect(stored!.n).toBe(2);

    const history = await first.inject({ method: 'POST', url: '/api/crm/sdm/open/chat/history', payload: guest });
    expect(history.json<{ list: { body: string }[] }>().list.map((item) => item.body)).toEqual([
      '您好，这里是客服',
      '你好，想了解计量支付',
    ]);
    guestClient.socket.close();
    desk.socket.close();
  });

  it('stores a resent clientId once and catches a reconnecting guest up', async () => {
    const { guest, client } = await guestSocket(first);
    client.send({ type: 'send', clientId: 'same', body: 'one' });
    const ack = await client.next('ack');
    client.send({ type: 'send', clientId: 'same', body: 'one' });
    expect((await client.next('ack')).message.id).toBe(ack.message.id);
    client.socket.close();

    const { client: desk } = await operatorSocket(second);
    desk.send({ type: 'send', clientId: 'missed', body: '离线时的回复', conversationId: ack.message.conversationId });
    await desk.next('ack');
    const again = await connect(second);
    again.send({ type: 'hello', role: 'guest', ...guest, after: ack.message.id });
    expect((await again.next('ready')).type).toBe('ready');
    expect((await again.next('message')).message.body).toBe('离线时的回复');
    again.socket.close();
    desk.socket.close();
  });
});

describe('refusals: the socket and the server stay up, nothing is stored', () => {
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages'))[0]!.n;

  it('refuses malformed, binary, empty, over-long and unknown frames, and frames before hello', async () => {
    const client = await connect(first);
    client.send({ type: 'send', clientId: 'x', body: 'early' });
    expect((await client.next('refused')).reason).toBe('notHello');
    const guest = await newGuest(first);
    client.send({ type: 'hello', role: 'guest', ...guest });
    await client.next('ready');
    const before = await count();
    client.send('{not json');
    expect((await client.next('refused')).msg).toBe(chatMsg('malformed'));
    client.socket.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    expect((await client.next('refused')).msg).toBe(chatMsg('binary'));
    client.send({ type: 'send', clientId: 'e', body: '   ' });
    expect((await client.next('refused')).reason).toBe('empty');
    client.send({ type: 'send', clientId: 'l', body: '长'.repeat(4001) });
    expect(await client.next('refused')).toMatchObject({ reason: 'tooLong', clientId: 'l', msg: chatMsg('tooLong', { max: 4000 }) });
    client.send({ type: 'send', clientId: 'c', body: 'a\u0000b' });
    expect(await client.next('refused')).toMatchObject({ reason: 'badText', clientId: 'c', msg: chatMsg('badText') });
    // JSON escapes a lone surrogate ("\ud800"), which the server's JSON.parse turns back into one.
    for (const [clientId, body] of [
      ['s1', 'a\ud800'],
      ['s2', '\udc00b'],
      ['s3', '\ude00\ud83d'],
    ]) {
      client.send({ type: 'send', clientId, body });
      expect(await client.next('refused')).toMatchObject({ reason: 'badText', clientId });
    }
    client.send({ type: 'page', url: '/news\ud800' });
    expect((await client.next('refused')).reason).toBe('badText');
    client.send({ type: 'launch', clientId: 'z' });
    expect((await client.next('refused')).reason).toBe('malformed');
    client.send({ type: 'send', clientId: 'pair', body: '表情 \ud83d\ude00' });
    expect((await client.next('ack')).message.body).toBe('表情 😀');
    client.send({ type: 'send', clientId: 'ok', body: '长'.repeat(4000) });
    expect((await client.next('ack')).message.body).toHaveLength(4000);
    expect(await count()).toBe(before + 2);
    client.socket.close();
  });

  it('refuses a flood past the per-minute limit', async () => {
    const { client } = await guestSocket(first);
    for (let i = 0; i < 5; i += 1) {
      client.send({ type: 'send', clientId: `f${i}`, body: `消息 ${i}` });
      await client.next('ack');
    }
    client.send({ type: 'send', clientId: 'f5', body: 'one too many' });
    expect(await client.next('refused')).toMatchObject({ reason: 'flood', clientId: 'f5' });
    client.socket.close();
  });

  it('refuses a guest id that is not theirs, and closes', async () => {
    const guest = await newGuest(first);
    const client = await connect(first);
    client.send({ type: 'hello', role: 'guest', guestId: guest.guestId, guestToken: 'x'.repeat(43) });
    expect((await client.next('refused')).reason).toBe('badGuest');
    expect(await client.closed).toBe(CHAT_CLOSE.refused);
    const history = await first.inject({
      method: 'POST',
      url: '/api/crm/sdm/open/chat/history',
      payload: { guestId: guest.guestId, guestToken: 'y'.repeat(43) },
    });
    expect(history.statusCode).toBe(403);
  });

  it('refuses the operator role to visitors and plain users, over the socket and the desk calls', async () => {
    const token = await login(first, '13800000001');
    const client = await connect(first);
    client.send({ type: 'hello', role: 'operator', token });
    expect((await client.next('refused')).reason).toBe('forbidden');
    expect(await client.closed).toBe(CHAT_CLOSE.refused);
    const list = (auth?: string) =>
      first.inject({
        method: 'POST',
        url: '/api/crm/sdm/desk/conversation/list',
        payload: {},
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(token)).statusCode).toBe(403);
  });

  it("refuses an operator answering another tenant's conversation", async () => {
    const { client: guestClient } = await guestSocket(first);
    guestClient.send({ type: 'send', clientId: 'm', body: '咨询' });
    const { message } = await guestClient.next('ack');
    const { client: erpDesk, token } = await operatorSocket(second, '13800000011');
    erpDesk.send({ type: 'send', clientId: 'x', body: '不是我的', conversationId: message.conversationId });
    expect(await erpDesk.next('refused')).toMatchObject({ reason: 'notFound', clientId: 'x' });
    const messages = await second.inject({
      method: 'POST',
      url: '/api/crm/sdm/desk/conversation/messages',
      payload: { conversationId: message.conversationId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(messages.json<{ code: string }>().code).toBe('40400');
    const [stored] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1 AND sender = 'operator'",
      [message.conversationId],
    );
    expect(stored!.n).toBe(0);
    guestClient.socket.close();
    erpDesk.socket.close();
  });

  it('closes a conversation: the guest cannot be answered there, and its next message opens another', async () => {
    const { client: guestClient } = await guestSocket(first);
    guestClient.send({ type: 'send', clientId: 'a', body: '第一次' });
    const { message } = await guestClient.next('ack');
    const { client: desk, token } = await operatorSocket(second);
    const closed = await second.inject({
      method: 'POST',
      url: '/api/crm/sdm/desk/conversation/close',
      payload: { conversationId: message.conversationId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(closed.json<{ conversation: { status: string } }>().conversation.status).toBe('closed');
    desk.send({ type: 'send', clientId: 'late', body: '迟到的回复', conversationId: message.conversationId });
    expect((await desk.next('refused')).reason).toBe('closed');
    guestClient.send({ type: 'send', clientId: 'b', body: '第二次' });
    expect((await guestClient.next('ack')).message.conversationId).not.toBe(message.conversationId);
    guestClient.socket.close();
    desk.socket.close();
  });

  it('refuses chat on a tenant that has it off', async () => {
    const guest = await newGuest(first, { host: 'kunlun.localhost' });
    const client = await connect(first);
    client.send({ type: 'hello', role: 'guest', ...guest });
    expect((await client.next('refused')).reason).toBe('chatOff');
  });
});
