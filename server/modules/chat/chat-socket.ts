import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE, CHAT_MESSAGE_MAX, ClientFrame, type ChatRefusal, type ServerFrame } from '../../../shared/calls/chat';
import { TEXT_KEYWORD } from '../../../shared/calls/schema';
import { warnUnlessUnavailable } from '../../db/database-availability';
import { requestAjv } from '../../http/ajv-options';
import { addressKey } from '../../http/client-address';
import { serverText } from '../../server-text';
import { findSession, sha256 } from '../accounts/public';
import { keptPage, markOperatorRead, openConversationOf, setGuestPage } from './chat-conversations';
import type { GuestPeer, OperatorPeer } from './chat-hub';
import { checkBody, guestUnread, markGuestRead, storeGuestMessage, storeOperatorMessage } from './chat-messages';
import { currentOperatorTenants } from './chat-sessions';
import { addressOverRate, OPERATOR_FRAME_FACTOR, SocketFrameRate, type FrameVerdict } from './frame-rate';
import { Failure, type FailureVars } from '../../services/failure';
import { findGuest } from './guests';

const validateFrame = requestAjv().compile<ClientFrame>(ClientFrame);

/** A socket that has not said who it is by then is closed. */
const HELLO_TIMEOUT_MS = 10_000;
/** Frames of one socket waiting for their turn; beyond it a frame is refused unread (a flood). */
const MAX_PENDING_FRAMES = 16;
/** A socket whose reader has fallen this far behind is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

let sequence = 0;

/** Refusals that mean the operator may not go on: the socket is closed after them. */
const isEnding = (reason: ChatRefusal): reason is 'sessionEnded' | 'forbidden' => reason === 'sessionEnded' || reason === 'forbidden';

/**
 * One chat socket: a hello first, then frames handled one at a time; refused input never closes it, but a flood
 * past the frame rate does (CHAT_CLOSE.flood), and so does the end of an operator's session or role.
 */
export function handleChatSocket(app: FastifyInstance, socket: WebSocket, request: FastifyRequest) {
  const { hub, presence, limits } = app.chat;
  const id = String((sequence += 1));
  let peer: (GuestPeer & { userTokenHash: string | null; page: string }) | OperatorPeer | undefined;
  let pending = 0;
  let queue = Promise.resolve();
  // The client's address through the trusted proxies; an exempt one (RATE_LIMIT_EXEMPT) is counted by no per-address cap.
  const exempt = app.rateLimitExempt(request.ip);
  const address = exempt ? null : addressKey(request.ip);
  const frameRate = new SocketFrameRate(limits.framesPerSocketPerMinute);

  const send = (frame: ServerFrame) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
    socket.send(JSON.stringify(frame));
  };
  const refuse = (reason: ChatRefusal, clientId?: string, vars?: FailureVars) =>
    send({ type: 'refused', reason, msg: serverText(`chat.${reason}`, vars), ...(clientId && { clientId }) });
  const shut = (reason: ChatRefusal, code: number = CHAT_CLOSE.refused, clientId?: string) => {
    refuse(reason, clientId);
    socket.close(code);
  };
  /** An operator whose session or role is gone: refused, out of the hub at once, closed. */
  const end = (reason: 'sessionEnded' | 'forbidden', clientId?: string) => {
    if (peer) hub.remove(peer);
    shut(reason, reason === 'sessionEnded' ? CHAT_CLOSE.sessionEnded : CHAT_CLOSE.refused, clientId);
  };
  const helloTimer = setTimeout(() => socket.close(CHAT_CLOSE.helloTimeout), HELLO_TIMEOUT_MS);

  async function hello(frame: Extract<ClientFrame, { type: 'hello' }>) {
    if (frame.role === 'guest') {
      const guest = await findGuest(app.db, frame);
      if (!guest) return shut('badGuest');
      const tenant = app.tenants.byId(guest.tenantId);
      if (!tenant?.features.chat) return shut('chatOff');
      // The session is checked with each message, so that one ended meanwhile no longer puts its user on the conversation.
      const userTokenHash = frame.userToken ? sha256(frame.userToken) : null;
      const page = keptPage(frame.page ?? '');
      peer = {
        id,
        role: 'guest',
        tenantId: guest.tenantId,
        guestId: guest.guestId,
        userTokenHash,
        page,
        send,
        lastId: 0,
        recent: new Set(),
      };
      clearTimeout(helloTimer);
      hub.addGuest(peer);
      await presence.join(guest.tenantId, guest.guestId);
      if (page) await setGuestPage(app.db, guest.tenantId, guest.guestId, page, hub.originOf(peer));
      const conversationId = await openConversationOf(app.db, guest.tenantId, guest.guestId);
      send({ type: 'ready', role: 'guest', unread: await guestUnread(app.db, guest.tenantId, guest.guestId), conversationId });
    } else {
      const session = await findSession(app.db, frame.token);
      if (!session?.operatorTenants.length) return shut('forbidden');
      const { operatorTenants: tenants, userId, tokenHash } = session;
      peer = { id, role: 'operator', tenants, userId, tokenHash, send, end: (reason) => end(reason), lastId: 0, recent: new Set() };
      frameRate.perMinute = limits.framesPerSocketPerMinute * OPERATOR_FRAME_FACTOR;
      clearTimeout(helloTimer);
      hub.addOperator(peer);
      send({ type: 'ready', role: 'operator', tenants: session.operatorTenants });
    }
    if (frame.after !== undefined) await hub.catchUp(peer, frame.after);
  }

  async function onFrame(frame: Exclude<ClientFrame, { type: 'hello' }>) {
    if (!peer) return refuse('notHello');
    const origin = hub.originOf(peer);
    // An operator's every frame is judged by the session and role of now (a send: within its own transaction).
    const tenants = peer.role === 'operator' && frame.type !== 'send' ? await currentOperatorTenants(app.db, peer.tokenHash) : [];
    switch (frame.type) {
      case 'ping':
        return send({ type: 'pong' });
      case 'send': {
        const text = checkBody(frame.body, CHAT_MESSAGE_MAX);
        const { clientId } = frame;
        const stored =
          peer.role === 'guest'
            ? await storeGuestMessage(
                app.db,
                {
                  tenantId: peer.tenantId,
                  guestId: peer.guestId,
                  userTokenHash: peer.userTokenHash,
                  address,
                  page: peer.page,
                  clientId,
                  text,
                  origin,
                },
                limits,
                { ...app.anonymousLimits, counters: app.rateLimitCounters },
              )
            : frame.conversationId
              ? await storeOperatorMessage(
                  app.db,
                  { operatorId: peer.userId, tokenHash: peer.tokenHash, conversationId: frame.conversationId, clientId, text, origin },
                  limits,
                )
              : undefined;
        if (!stored) return refuse('notFound', frame.clientId);
        peer.recent.add(stored.message.id);
        peer.lastId = Math.max(peer.lastId, stored.message.id);
        return send({ type: 'ack', clientId: frame.clientId, message: stored.message });
      }
      case 'read':
        if (peer.role === 'guest') {
          await markGuestRead(app.db, peer.tenantId, peer.guestId, frame.upTo, origin);
          return send({ type: 'unread', count: await guestUnread(app.db, peer.tenantId, peer.guestId) });
        }
        if (!frame.conversationId) return refuse('notFound');
        return markOperatorRead(app.db, frame.conversationId, tenants, frame.upTo, origin);
      case 'page':
        if (peer.role !== 'guest') return refuse('malformed');
        peer.page = keptPage(frame.url);
        return setGuestPage(app.db, peer.tenantId, peer.guestId, peer.page, origin);
    }
  }

  async function receive(data: Buffer, isBinary: boolean) {
    if (isBinary) return refuse('binary');
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString('utf8'));
    } catch {
      return refuse('malformed');
    }
    if (!validateFrame(frame)) {
      const clientId = (frame as { clientId?: unknown } | null)?.clientId;
      // A control character or a lone surrogate in its text: the frame's shape was right, its words were not.
      const reason = validateFrame.errors?.some((error) => error.keyword === TEXT_KEYWORD) ? 'badText' : 'malformed';
      return refuse(reason, typeof clientId === 'string' && clientId.length <= 64 ? clientId : undefined);
    }
    const clientId = frame.type === 'send' ? frame.clientId : undefined;
    try {
      if (frame.type === 'hello') {
        if (peer) return refuse('malformed');
        return await hello(frame);
      }
      return await onFrame(frame);
    } catch (err) {
      if (err instanceof Failure && err.reason.startsWith('chat.')) {
        const reason = err.reason.slice(5) as ChatRefusal;
        if (peer?.role === 'operator' && isEnding(reason)) return end(reason, clientId);
        return refuse(reason, clientId, err.vars);
      }
      warnUnlessUnavailable(request.log, err, 'chat frame failed');
      return refuse('unavailable', clientId);
    }
  }

  /**
   * Every frame counts against the socket's rate; a guest's frames (and a socket's frames before hello, but its first,
   * so that an operator behind the address of a flood can still say hello) against its address's too.
   */
  let received = 0;
  function admit(): FrameVerdict {
    received += 1;
    const verdict = frameRate.take(Date.now());
    if (verdict !== 'ok' || address === null || peer?.role === 'operator' || received === 1) return verdict;
    return addressOverRate(app.rateLimitCounters, address, limits.framesPerAddressPerMinute) ? frameRate.refuse() : 'ok';
  }

  let flooded = false;
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (flooded) return;
    const verdict = admit();
    if (verdict === 'close') {
      // The frames already taken are answered first; nothing after this one is read.
      flooded = true;
      const close = () => shut('flood', CHAT_CLOSE.flood);
      void queue.then(close, close);
      return;
    }
    if (verdict === 'refuse') return refuse('flood');
    if (pending >= MAX_PENDING_FRAMES) return refuse('flood');
    pending += 1;
    queue = queue.then(() => receive(data, isBinary)).finally(() => (pending -= 1));
  });
  socket.on('error', (err) => request.log.debug({ err }, 'chat socket error'));
  socket.on('close', () => {
    clearTimeout(helloTimer);
    const gone = peer;
    if (!gone) return;
    hub.remove(gone);
    if (gone.role === 'guest') {
      void queue.then(() => presence.leave(gone.guestId)).catch((err: unknown) => request.log.warn({ err }, 'chat presence update failed'));
    }
  });
}
