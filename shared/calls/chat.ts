import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals, type RefusalSpec } from './define-refusals';
import { defineCalls } from './define-call';
import {
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  Id,
  Integer,
  Literal,
  Model,
  MultiLineText,
  Optional,
  Paging,
  Reply,
  StringType,
  Union,
  type Static,
} from './schema';

// Customer-service chat. A guest (SPEC §3) talks with the operators of the tenant it visits. Messages
// travel over one WebSocket on the API host (CHAT_SOCKET_PATH); they are stored before they are delivered, and
// the history is read through the call rows below.

/** The socket's path, relative to API_PREFIX. Not a call row: a WebSocket, not a JSON request. */
export const CHAT_SOCKET_PATH = '/crm/sdm/chat/socket';

/** Longest message, in characters (a longer one is refused, not cut). */
export const CHAT_MESSAGE_MAX = 4000;
/** Longest page address a guest reports. */
export const CHAT_PAGE_MAX = 2048;

/** A message id a client names (0: none yet). */
const MessageId = () => Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** A guest's credentials: the id SPEC §3 names and the secret that proves it is theirs. */
export const GuestCredentials = {
  guestId: StringType({ format: 'uuid' }),
  guestToken: StringType({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
};

export const CHAT_SENDERS = ['guest', 'operator'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** One stored message. `operatorName` is empty on a guest's message. */
export const ChatMessage = Model({
  id: Integer(),
  conversationId: Integer(),
  sender: Enum(CHAT_SENDERS),
  body: MultiLineText(),
  operatorName: StringType(),
  createdAt: DateTime(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** A conversation as the operators' desk lists it. */
export const ConversationSummary = Model({
  id: Integer(),
  tenantId: StringType(),
  guestId: StringType(),
  /** The logged-in user's name when the guest was one, else empty. */
  userName: StringType(),
  /** Where the guest came from (SPEC §3 guest source: the referrer, or 直接访问). */
  source: StringType(),
  /** The page the guest opened the chat on, and the page they are on now (last reported). */
  firstPage: StringType(),
  currentPage: StringType(),
  status: Enum(CONVERSATION_STATUSES),
  /** Guest messages no operator has read yet. */
  unread: Integer(),
  lastMessage: StringType(),
  lastMessageAt: DateTime(),
  /** Whether the guest has a socket open on any server process right now. */
  online: BooleanType(),
});
export type ConversationSummary = Static<typeof ConversationSummary>;

// ---- socket frames: JSON text; binary frames are refused ----

/** A client's first frame: who it is, and the id of the last message it already has (catch-up after a reconnect). */
export const GuestHello = Body({
  type: Literal('hello'),
  role: Literal('guest'),
  ...GuestCredentials,
  /** The guest's session token when logged in: the conversation then carries the user. */
  userToken: Optional(StringType({ maxLength: 200 })),
  page: Optional(StringType({ maxLength: CHAT_PAGE_MAX })),
  after: Optional(MessageId()),
});
export const OperatorHello = Body({
  type: Literal('hello'),
  role: Literal('operator'),
  token: StringType({ minLength: 1, maxLength: 200 }),
  after: Optional(MessageId()),
});
/** A message to send: a guest's goes to its open conversation (opened if none), an operator names one. */
export const SendFrame = Body({
  type: Literal('send'),
  /** The client's own id of the message, to match the ack and to make a resend after a reconnect harmless. */
  clientId: StringType({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  body: MultiLineText({ maxLength: CHAT_MESSAGE_MAX * 4 }),
  conversationId: Optional(Id()),
});
/** The client has shown messages up to this id (a guest: in its conversations; an operator: in this one). */
export const ReadFrame = Body({ type: Literal('read'), upTo: MessageId(), conversationId: Optional(Id()) });
/** A guest has moved to another page. */
export const PageFrame = Body({ type: Literal('page'), url: StringType({ minLength: 1, maxLength: CHAT_PAGE_MAX }) });
export const PingFrame = Body({ type: Literal('ping') });

export const ClientFrame = Union([GuestHello, OperatorHello, SendFrame, ReadFrame, PageFrame, PingFrame]);
export type ClientFrame = Static<typeof ClientFrame>;
export type GuestHello = Static<typeof GuestHello>;
export type OperatorHello = Static<typeof OperatorHello>;
export type SendFrame = Static<typeof SendFrame>;

/** Why the server refused a frame (the frame's effect did not happen; the socket stays open unless said). */
export const CHAT_REFUSALS = [
  'malformed',
  'binary',
  'notHello',
  'badGuest',
  'forbidden',
  'empty',
  'tooLong',
  'flood',
  'notFound',
  'closed',
  'chatOff',
  'unavailable',
  /** A frame's text holds a control character or a lone surrogate (shared/calls/schema.ts TEXT_KEYWORD). */
  'badText',
  /** A daily cap of the guest's address or of its conversation (messages or characters): try tomorrow. */
  'dailyCap',
  /** The tenant's daily cap of guest messages (or of new guests): the chat is full today. */
  'tenantCap',
  /** An operator's session was revoked, deleted or expired while the socket was open: closed with CHAT_CLOSE.sessionEnded. */
  'sessionEnded',
] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

/**
 * Close codes (4000–4999 are the application's): the client does not reconnect after these. `sessionEnded`: the
 * operator's session ended (logout, revocation, expiry); `flood`: the socket went on sending past its frame rate.
 */
export const CHAT_CLOSE = { refused: 4403, helloTimeout: 4408, sessionEnded: 4401, flood: 4429 } as const;

export type ServerFrame =
  | { type: 'ready'; role: 'guest'; unread: number; conversationId: number | null }
  | { type: 'ready'; role: 'operator'; tenants: string[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'refused'; reason: ChatRefusal; msg: string; clientId?: string }
  /** A guest's count of operator messages not yet read. */
  | { type: 'unread'; count: number }
  /** To operators: a conversation of theirs changed (new message, read, page, closed, online). */
  | { type: 'conversation'; conversation: ConversationSummary }
  | { type: 'pong' };

// ---- call rows ----

export const chatCalls = defineCalls('chat', {
  /** A guest's whole history with this tenant, newest page first (`before`: older than this id). */
  history: {
    path: '/crm/sdm/open/chat/history',
    body: Body({ ...GuestCredentials, before: Optional(Id()), size: Optional(Integer({ minimum: 1, maximum: 100 })) }),
    reply: Reply({ list: ArrayOf(ChatMessage), hasMore: BooleanType(), unread: Integer() }),
  },
  /** The operator's conversations, newest activity first; a tenant that is not theirs is refused (403). */
  deskConversations: {
    path: '/crm/sdm/desk/conversation/list',
    login: true,
    role: 'operator',
    body: Body({ tenantId: Optional(StringType({ maxLength: 64 })), status: Optional(Enum(CONVERSATION_STATUSES)), ...Paging }),
    reply: Reply({ list: ArrayOf(ConversationSummary), total: Integer() }),
  },
  /** One conversation's messages, newest page first. */
  deskMessages: {
    path: '/crm/sdm/desk/conversation/messages',
    login: true,
    role: 'operator',
    body: Body({ conversationId: Id(), before: Optional(Id()), size: Optional(Integer({ minimum: 1, maximum: 100 })) }),
    reply: Reply({ list: ArrayOf(ChatMessage), hasMore: BooleanType() }),
  },
  /** Closes a conversation: the guest's next message opens a new one. */
  deskClose: {
    path: '/crm/sdm/desk/conversation/close',
    login: true,
    role: 'operator',
    body: Body({ conversationId: Id() }),
    reply: Reply({ conversation: ConversationSummary }),
  },
});

/** Chat refusals, `chat.<reason>` (their msg: server.json `chat`); most travel as socket frames, a few answer call rows. */
export const chatRefusals = defineRefusals('chat', {
  malformed: { code: E.invalid },
  binary: { code: E.invalid },
  notHello: { code: E.invalid },
  badGuest: { code: E.forbidden, status: 403 },
  forbidden: { code: E.forbidden, status: 403 },
  empty: { code: E.invalid },
  tooLong: { code: E.invalid },
  flood: { code: E.tooMany },
  notFound: { code: E.notFound },
  closed: { code: E.invalid },
  chatOff: { code: E.forbidden, status: 403 },
  unavailable: { code: E.unavailable },
  badText: { code: E.invalid },
  // Also the answer of guestCreate past a daily cap (HTTP 200, as the bookings' caps: the portal shows the msg).
  dailyCap: { code: E.tooMany },
  tenantCap: { code: E.tooMany },
  sessionEnded: { code: E.unauthorized, status: 401 },
} satisfies Record<ChatRefusal, RefusalSpec>);
