import type { ChatRefusal, ServerFrame } from '../../../shared/calls/chat';
import type { Queryable } from '../../db/database';
import { findSummary } from './chat-conversations';
import type { ChatEvent } from './chat-events';
import { findMessage, guestMessagesAfter, guestUnread, operatorMessagesAfter } from './chat-messages';
import { currentOperatorTenants } from './chat-sessions';
import { Failure } from '../../services/failure';

/** One socket of this process, once it has said who it is. */
export interface ChatPeer {
  /** Unique in this process; with the process id it is the `origin` of what the socket causes. */
  readonly id: string;
  send(frame: ServerFrame): void;
  /** The highest message id this socket has been given: where a catch-up starts. */
  lastId: number;
  /** Ids given lately: transactions may commit out of id order, so an id below lastId may still be new. */
  readonly recent: Set<number>;
}

export interface GuestPeer extends ChatPeer {
  role: 'guest';
  tenantId: string;
  guestId: string;
}

export interface OperatorPeer extends ChatPeer {
  role: 'operator';
  /** The tenants it hears about; kept current by the operatorChanged events (each frame checks afresh anyway). */
  tenants: readonly string[];
  userId: string;
  /** The sha256 of its session token: a sessionEnded event names it. */
  tokenHash: string;
  /** Refuses with this reason and closes the socket (the session ended, or the role is gone). */
  end(reason: Extract<ChatRefusal, 'sessionEnded' | 'forbidden'>): void;
}

/** Messages a socket is given at most when it (re)connects; older ones are read through the history calls. */
export const CATCH_UP_LIMIT = 200;

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (!set.size) map.delete(key);
}

const guestKey = (tenantId: string, guestId: string) => `${tenantId}\n${guestId}`;

/**
 * The sockets of this process, and what each chat event means for them. Every process hears every event
 * (LISTEN/NOTIFY); a process reads the database only for events some socket of its own cares about.
 */
export class ChatHub {
  private readonly guests = new Map<string, Set<GuestPeer>>();
  private readonly operators = new Map<string, Set<OperatorPeer>>();

  constructor(
    private readonly db: Queryable,
    private readonly processId: string,
  ) {}

  /** The `origin` of what a socket of this process causes. */
  originOf(peer: ChatPeer): string {
    return `${this.processId}/${peer.id}`;
  }

  addGuest(peer: GuestPeer) {
    addTo(this.guests, guestKey(peer.tenantId, peer.guestId), peer);
  }

  addOperator(peer: OperatorPeer) {
    for (const tenant of peer.tenants) addTo(this.operators, tenant, peer);
  }

  remove(peer: GuestPeer | OperatorPeer) {
    if (peer.role === 'guest') removeFrom(this.guests, guestKey(peer.tenantId, peer.guestId), peer);
    else for (const tenant of peer.tenants) removeFrom(this.operators, tenant, peer);
  }

  /** Sends a socket what it missed since `after`, oldest first. */
  async catchUp(peer: GuestPeer | OperatorPeer, after: number): Promise<void> {
    const missed =
      peer.role === 'guest'
        ? await guestMessagesAfter(this.db, peer.tenantId, peer.guestId, after, CATCH_UP_LIMIT)
        : await operatorMessagesAfter(this.db, peer.tenants, after, CATCH_UP_LIMIT);
    for (const message of missed) deliver(peer, { type: 'message', message });
  }

  /**
   * After the listening connection came back: a session or role that changed meanwhile is judged again, then every
   * socket catches up on what it may have missed.
   */
  async resume(): Promise<void> {
    for (const peer of this.allOperators()) await this.refreshOperator(peer);
    const peers = [...[...this.guests.values()].flatMap((set) => [...set]), ...this.allOperators()];
    for (const peer of peers) await this.catchUp(peer, peer.lastId);
  }

  /** Reads an operator's tenants again: the socket is ended when its session or its role is gone, else follows them. */
  async refreshOperator(peer: OperatorPeer): Promise<void> {
    let tenants: string[];
    try {
      tenants = await currentOperatorTenants(this.db, peer.tokenHash);
    } catch (err) {
      if (err instanceof Failure && (err.reason === 'chat.sessionEnded' || err.reason === 'chat.forbidden'))
        return peer.end(err.reason.slice(5) as 'sessionEnded' | 'forbidden');
      throw err;
    }
    if (tenants.join('\n') === peer.tenants.join('\n')) return;
    this.remove(peer);
    peer.tenants = tenants;
    this.addOperator(peer);
  }

  private allOperators(): OperatorPeer[] {
    return [...new Set([...this.operators.values()].flatMap((set) => [...set]))];
  }

  async handle(event: ChatEvent): Promise<void> {
    switch (event.kind) {
      case 'message':
        return this.onMessage(event);
      case 'guestRead': {
        const peers = this.guestPeers(event.tenantId, event.guestId, event.origin);
        if (!peers.length) return;
        const count = await guestUnread(this.db, event.tenantId, event.guestId);
        for (const peer of peers) peer.send({ type: 'unread', count });
        return;
      }
      case 'conversation': {
        const peers = this.operatorPeers(event.tenantId);
        if (!peers.length) return;
        const conversation = await findSummary(this.db, event.conversationId);
        if (conversation) for (const peer of peers) peer.send({ type: 'conversation', conversation });
        return;
      }
      // A guest's socket is not ended with its user's session: it stays the same guest, and its messages stop
      // carrying the user (storeGuestMessage reads the session each time).
      case 'sessionEnded':
        for (const peer of this.allOperators()) if (peer.tokenHash === event.tokenHash) peer.end('sessionEnded');
        return;
      case 'operatorChanged':
        for (const peer of this.allOperators()) if (peer.userId === event.userId) await this.refreshOperator(peer);
        return;
    }
  }

  private async onMessage(event: Extract<ChatEvent, { kind: 'message' }>) {
    const guests = this.guestPeers(event.tenantId, event.guestId, event.origin);
    const operators = this.operatorPeers(event.tenantId).filter((peer) => this.originOf(peer) !== event.origin);
    if (!guests.length && !operators.length) return;
    const message = await findMessage(this.db, event.messageId);
    if (!message) return;
    for (const peer of [...guests, ...operators]) deliver(peer, { type: 'message', message });
    if (guests.length && message.sender === 'operator') {
      const count = await guestUnread(this.db, event.tenantId, event.guestId);
      for (const peer of guests) peer.send({ type: 'unread', count });
    }
    // Every operator of the tenant, the sender too: the conversation moves to the top of each desk's list.
    const desks = this.operatorPeers(event.tenantId);
    if (desks.length) {
      const conversation = await findSummary(this.db, event.conversationId);
      if (conversation) for (const peer of desks) peer.send({ type: 'conversation', conversation });
    }
  }

  private guestPeers(tenantId: string, guestId: string, origin: string): GuestPeer[] {
    return [...(this.guests.get(guestKey(tenantId, guestId)) ?? [])].filter((peer) => this.originOf(peer) !== origin);
  }

  private operatorPeers(tenantId: string): OperatorPeer[] {
    return [...(this.operators.get(tenantId) ?? [])];
  }
}

const RECENT_IDS = 512;

/** A message frame, once per socket and id (a catch-up and a live event may both carry it). */
export function deliver(peer: ChatPeer, frame: Extract<ServerFrame, { type: 'message' }>) {
  const { id } = frame.message;
  if (peer.recent.has(id)) return;
  peer.recent.add(id);
  if (peer.recent.size > RECENT_IDS) peer.recent.delete(peer.recent.values().next().value!);
  peer.lastId = Math.max(peer.lastId, id);
  peer.send(frame);
}
