import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chatCalls, type ConversationSummary, type ServerFrame } from '../../../shared/calls/chat';
import type { ChatConnection } from '../../engine/chat/chat-connection';
import { ackPending, addPending, mergeMessages, newestId, oldestId, setPendingState, type ChatItem } from '../../engine/chat/chat-items';
import { Composer } from '../../engine/chat/composer';
import { MessageList } from '../../engine/chat/message-list';
import { useApi, useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { Button } from '../../lib/ui/button';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { LoadError } from '../../lib/ui/load-error';
import { desktop } from '../../lib/ui/media';
import { VisitorBookings } from './visitor-bookings';

const PAGE_SIZE = 30;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 16px;
  }
`;

const Back = styled(Button)`
  ${desktop} {
    display: none;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px 12px;
  margin: 0;
  font-size: 13px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Messages = styled(MessageList)`
  height: 420px;
`;

/** Where the visitor's demo bookings show; the lead wires VisitorBookings (another engineer's) in at merge. */
const VisitorBookingsSlot = styled.section`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ConversationViewProps {
  conversation: ConversationSummary;
  tenantTitle: string;
  token: string;
  connection: ChatConnection | null;
  /** The operator socket has said ready (reads sent before that would be lost). */
  ready: boolean;
  /** Counts the operator socket's reconnects. */
  epoch: number;
  /** Subscribes to the operator socket's frames; returns the unsubscribe. */
  subscribe: (listener: (frame: ServerFrame) => void) => () => void;
  onBack: () => void;
  onClosed: (conversation: ConversationSummary) => void;
}

/** One conversation at the desk: its messages (older pages on demand), live ones, the reply box and the close button. */
export function ConversationView({
  conversation,
  tenantTitle,
  token,
  connection,
  ready,
  epoch,
  subscribe,
  onBack,
  onClosed,
}: ConversationViewProps) {
  const { t } = useTranslation('desk');
  const api = useApi();
  const toasts = useToasts();
  const closing = useCall();
  const id = conversation.id;
  const [items, setItems] = useState<ChatItem[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState(false);

  const loadPage = useCallback(
    async (before?: number) => {
      const body = await api.call(
        chatCalls.deskMessages,
        { conversationId: id, size: PAGE_SIZE, ...(before ? { before } : {}) },
        { token, silent: true },
      );
      setItems((current) => mergeMessages(current, body.list));
      setHasMore(body.hasMore);
    },
    [api, id, token],
  );

  useEffect(() => {
    let live = true;
    setItems([]);
    setState('loading');
    loadPage().then(
      () => live && setState('ready'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [loadPage, attempt]);

  useEffect(
    () =>
      subscribe((frame) => {
        if (frame.type === 'message' && frame.message.conversationId === id) setItems((current) => mergeMessages(current, [frame.message]));
        else if (frame.type === 'ack' && frame.message.conversationId === id)
          setItems((current) => ackPending(current, frame.clientId, frame.message));
        else if (frame.type === 'refused' && frame.clientId)
          setItems((current) => setPendingState(current, frame.clientId!, 'failed', frame.msg));
      }),
    [subscribe, id],
  );

  useEffect(() => connection?.seen(newestId(items)), [connection, items]);

  // Back from a reconnect: the newest page again, in case the catch-up missed something.
  useEffect(() => {
    if (epoch > 0) loadPage().catch(() => undefined);
  }, [epoch, loadPage]);

  // What the operator sees is read.
  const newestGuest = newestId(items, 'guest');
  useEffect(() => {
    if (newestGuest > 0 && ready) connection?.read(newestGuest, id);
  }, [newestGuest, connection, ready, id, conversation.unread]);

  const older = () => {
    setLoadingOlder(true);
    loadPage(oldestId(items))
      .catch(() => toasts.show(t('chat.loadFailed'), 'error'))
      .finally(() => setLoadingOlder(false));
  };
  const send = (body: string) => {
    if (!connection) return;
    const clientId = connection.send(body, id);
    setItems((current) => addPending(current, clientId, body, 'operator'));
  };
  const retry = (clientId: string) => {
    const item = items.find((candidate) => candidate.clientId === clientId);
    if (!connection || !item) return;
    setItems((current) => setPendingState(current, clientId, 'sending'));
    connection.send(item.message.body, id, clientId);
  };
  const close = () => {
    setConfirming(false);
    void closing.send(chatCalls.deskClose, { conversationId: id }, { token }).then((result) => {
      if (result.status === 'done') onClosed(result.value.conversation);
    });
  };
  const who = conversation.userName || t('chat.guest');

  return (
    <Column aria-label={t('chat.viewLabel', { name: who })} data-testid="desk-conversation-view">
      <Head>
        <Back type="button" $variant="plain" onClick={onBack}>
          {t('chat.back')}
        </Back>
        <h2>{who}</h2>
        {conversation.status === 'open' ? (
          <Button type="button" $variant="ghost" onClick={() => setConfirming(true)} data-testid="desk-close">
            {t('chat.close')}
          </Button>
        ) : (
          <span>{t('chat.closedNote')}</span>
        )}
      </Head>
      <Facts>
        <dt>{t('chat.tenant')}</dt>
        <dd>{tenantTitle}</dd>
        <dt>{t('chat.source')}</dt>
        <dd>{conversation.source}</dd>
        <dt>{t('chat.firstPage')}</dt>
        <dd>{conversation.firstPage}</dd>
        <dt>{t('chat.currentPage')}</dt>
        <dd>{conversation.currentPage}</dd>
      </Facts>
      {state === 'error' ? (
        <LoadError message={t('chat.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Messages
          items={items}
          own="operator"
          otherLabel={who}
          hasMore={hasMore}
          loadingOlder={loadingOlder}
          onOlder={older}
          onRetry={retry}
          placeholder={state === 'loading' ? t('chat.loading') : t('chat.noMessages')}
          testId="desk-messages"
        />
      )}
      {conversation.status === 'open' && <Composer onSend={send} disabled={!connection} label={t('chat.reply')} />}
      <VisitorBookingsSlot aria-label={t('chat.bookings')} data-testid="desk-visitor-bookings" data-guest-id={conversation.guestId}>
        <VisitorBookings guestId={conversation.guestId} token={token} />
      </VisitorBookingsSlot>
      {confirming && (
        <ConfirmDialog
          title={t('chat.close')}
          message={t('chat.closeConfirm')}
          confirmLabel={t('chat.close')}
          cancelLabel={t('chat.cancel')}
          onConfirm={close}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Column>
  );
}
