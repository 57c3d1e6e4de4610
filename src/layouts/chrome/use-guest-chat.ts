import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { chatCalls, CHAT_PAGE_MAX, type ChatMessage, type ServerFrame } from '../../../shared/calls/chat';
import { ackPending, addPending, mergeMessages, newestId, oldestId, setPendingState, type ChatItem } from '../../engine/chat/chat-items';
import { obtainGuest } from '../../engine/chat/guest-identity';
import { markChatted } from '../../engine/chat/guest-store';
import { useChatConnection } from '../../engine/chat/use-chat-connection';
import { useApi, useToasts } from '../../engine/portal-context';
import { guestIdAtom, guestRefusalAtom, guestTokenAtom, unreadCountAtom, userInfoAtom } from '../../engine/state/portal-atoms';

const PAGE_SIZE = 20;
type HistoryState = 'idle' | 'loading' | 'ready' | 'error';

const pageUrl = () => window.location.href.slice(0, CHAT_PAGE_MAX);

/**
 * The guest's side of the chat: one socket while mounted (the unread badge follows it), the history
 * loaded once the dialog opens, sends with their sending/failed state, reads reported while the dialog is open.
 */
export function useGuestChat(open: boolean) {
  const api = useApi();
  const toasts = useToasts();
  const { t } = useTranslation();
  const [guestId, setGuestId] = useAtom(guestIdAtom);
  const [guestToken, setGuestToken] = useAtom(guestTokenAtom);
  const userToken = useAtomValue(userInfoAtom)?.token;
  const guestRefusal = useAtomValue(guestRefusalAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const [items, setItems] = useState<ChatItem[]>([]);
  const [history, setHistory] = useState<HistoryState>('idle');
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [notice, setNotice] = useState('');
  const [renewed, setRenewed] = useState(false);

  const onFrame = (frame: ServerFrame) => {
    switch (frame.type) {
      case 'ready':
        if (frame.role === 'guest') setUnread(frame.unread);
        break;
      case 'unread':
        setUnread(frame.count);
        break;
      case 'message':
        setItems((current) => mergeMessages(current, [frame.message]));
        break;
      case 'ack':
        setItems((current) => ackPending(current, frame.clientId, frame.message));
        break;
      case 'refused':
        if (frame.clientId) setItems((current) => setPendingState(current, frame.clientId!, 'failed', frame.msg));
        else if (frame.reason === 'badGuest') renew();
        else if (open) setNotice(frame.msg);
        else toasts.show(frame.msg, 'error');
        break;
      default:
    }
  };

  const credentials = guestId && guestToken ? { guestId, guestToken } : null;
  const hasCredentials = credentials !== null;
  const { connection, status } = useChatConnection(
    credentials ? () => ({ role: 'guest', ...credentials, ...(userToken ? { userToken } : {}), page: pageUrl() }) : null,
    onFrame,
    // A login or logout reconnects, so the conversation carries the user from then on.
    `${guestId ?? ''}:${userToken ?? ''}`,
  );

  // A stored guest the server does not know (its database was reset): forget it, create one, connect once more.
  function renew() {
    if (renewed) return;
    setRenewed(true);
    obtainGuest(api, document.referrer || t('directVisit'), { fresh: true })
      .then((guest) => {
        if (!guest) return;
        markChatted(guest.guestId);
        setItems([]);
        setHistory('idle');
        setGuestToken(guest.guestToken);
        setGuestId(guest.guestId);
      })
      .catch(() => undefined);
  }

  const loadPage = useCallback(
    async (before?: number) => {
      if (!credentials) return;
      const body = await api.call(
        chatCalls.history,
        { ...credentials, size: PAGE_SIZE, ...(before ? { before } : {}) },
        { keepOnLeave: true, silent: true },
      );
      setItems((current) => mergeMessages(current, body.list as ChatMessage[]));
      setHasMore(body.hasMore);
    },
    // The credentials object is new each render; its two strings are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, guestId, guestToken],
  );

  useEffect(() => {
    if (!open || history !== 'idle' || !hasCredentials) return;
    setHistory('loading');
    loadPage().then(
      () => setHistory('ready'),
      () => setHistory('error'),
    );
  }, [open, history, hasCredentials, loadPage]);

  const older = () => {
    setLoadingOlder(true);
    loadPage(oldestId(items))
      .catch(() => toasts.show(t('chat.historyFailed'), 'error'))
      .finally(() => setLoadingOlder(false));
  };

  // What is shown is the catch-up point of the next reconnect's hello.
  useEffect(() => connection?.seen(newestId(items)), [connection, items]);

  // Reads: while the dialog is open, what it shows is read.
  const newestOperator = newestId(items, 'operator');
  useEffect(() => {
    if (!open || !connection || status !== 'open') return;
    setUnread(0);
    if (newestOperator > 0) connection.read(newestOperator);
  }, [open, connection, status, newestOperator, setUnread]);

  // The operators see where the guest is.
  const location = useLocation();
  useEffect(() => {
    if (status === 'open') connection?.page(pageUrl());
  }, [location.pathname, location.search, connection, status]);

  const send = (body: string) => {
    if (!connection) return;
    setNotice('');
    const clientId = connection.send(body);
    setItems((current) => addPending(current, clientId, body, 'guest'));
  };
  const retry = (clientId: string) => {
    const item = items.find((candidate) => candidate.clientId === clientId);
    if (!connection || !item) return;
    setItems((current) => setPendingState(current, clientId, 'sending'));
    connection.send(item.message.body, undefined, clientId);
  };
  const reload = () => setHistory('idle');

  // No guest (its creation was refused, e.g. past a daily cap): the dialog says why rather than connecting forever.
  const shown = notice || (credentials ? '' : guestRefusal);
  return { items, history, hasMore, loadingOlder, older, send, retry, reload, status, notice: shown, connection };
}
