// What the rest of the server may use of this module; everything else in its folder is its own.

export { CHAT_CHANNEL, parseChatEvent } from './chat-events';
export { ChatHub } from './chat-hub';
export { type ChatLimits, DEFAULT_CHAT_LIMITS } from './chat-messages';
export { ChatPresence, PRESENCE_REFRESH_MS } from './chat-presence';
export { grantOperator, listOperators, revokeOperator } from './operators';
