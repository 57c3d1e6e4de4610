import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { warnUnlessUnavailable } from '../db/database-availability';
import {
  CHAT_CHANNEL,
  parseChatEvent,
  ChatHub,
  DEFAULT_CHAT_LIMITS,
  type ChatLimits,
  ChatPresence,
  PRESENCE_REFRESH_MS,
} from '../modules/chat/public';

declare module 'fastify' {
  interface FastifyInstance {
    chat: { hub: ChatHub; presence: ChatPresence; limits: ChatLimits; processId: string };
  }
}

/** Frames beyond this size close the socket (ws answers 1009); a message of CHAT_MESSAGE_MAX characters fits. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Sockets that have not answered a ping by the next one are dropped (a peer gone without a close). */
const HEARTBEAT_MS = 30_000;

/**
 * The chat's sockets (@fastify/websocket) and its fan-out: every process LISTENs on one channel, so a message
 * stored by a guest's process reaches an operator's socket on another (DESIGN "Scaling out").
 */
export default fp(
  async function chat(app: FastifyInstance, options: { limits?: Partial<ChatLimits> }) {
    const processId = randomUUID();
    const hub = new ChatHub(app.db, processId);
    const presence = new ChatPresence(app.db, processId);
    app.decorate('chat', { hub, presence, limits: { ...DEFAULT_CHAT_LIMITS, ...options.limits }, processId });
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    const unlisten = await app.db.listen(
      CHAT_CHANNEL,
      (payload) => {
        const event = parseChatEvent(payload);
        if (event) hub.handle(event).catch((err: unknown) => warnUnlessUnavailable(app.log, err, 'chat event failed'));
      },
      () => void hub.resume().catch((err: unknown) => warnUnlessUnavailable(app.log, err, 'chat catch-up failed')),
    );

    const alive = new WeakSet<object>();
    const timers = [
      setInterval(
        () => presence.refresh().catch((err: unknown) => warnUnlessUnavailable(app.log, err, 'chat presence refresh failed')),
        PRESENCE_REFRESH_MS,
      ),
      setInterval(() => {
        for (const client of app.websocketServer.clients) {
          if (!alive.has(client)) {
            client.terminate();
            continue;
          }
          alive.delete(client);
          client.ping();
        }
      }, HEARTBEAT_MS),
    ];
    for (const timer of timers) timer.unref();
    app.websocketServer.on('connection', (client) => {
      alive.add(client);
      client.on('pong', () => alive.add(client));
    });

    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await unlisten();
      await presence.clear().catch(() => undefined);
    });
  },
  { name: 'chat', dependencies: ['database', 'tenant-context'] },
);
