import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chatCalls, CONVERSATION_STATUSES, type ConversationSummary, type ServerFrame } from '../../../shared/calls/chat';
import { useChatConnection } from '../../engine/chat/use-chat-connection';
import { useApi, useToasts } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { mobile } from '../../lib/ui/media';
import { ConversationList } from './conversation-list';
import { appendPage, applyConversation, type ConversationFilter } from './conversation-rows';
import { ConversationView } from './conversation-view';
import type { DeskPanelProps } from './desk-panel-props';

const PAGE_SIZE = 20;

const Columns = styled.div<{ $detail: boolean }>`
  display: grid;
  grid-template-columns: 340px minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  padding: 16px 0 32px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    & > :first-child {
      display: ${({ $detail }) => ($detail ? 'none' : 'block')};
    }
    & > :last-child {
      display: ${({ $detail }) => ($detail ? 'flex' : 'none')};
    }
  }
`;

const Side = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 10px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
  select {
    height: 32px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Status = styled.p`
  margin: 0;
  padding: 6px 12px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const More = styled.div`
  padding: 10px;
  text-align: center;
`;

type ListState = 'loading' | 'ready' | 'error';

/** The desk's conversations tab: the operator's conversations, live over the operator socket, and the one selected. */
export function ConversationsPanel({ tenants, token }: DeskPanelProps) {
  const { t } = useTranslation('desk');
  const api = useApi();
  const toasts = useToasts();
  const [filter, setFilter] = useState<ConversationFilter>({ tenantId: '', status: 'open' });
  const [rows, setRows] = useState<ConversationSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [listState, setListState] = useState<ListState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<ConversationSummary | null>(null);
  const listeners = useRef(new Set<(frame: ServerFrame) => void>());
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const subscribe = useCallback((listener: (frame: ServerFrame) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  // The operator's session or role ended while the desk was open (the server closes the socket for good).
  const [ended, setEnded] = useState('');
  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'refused' && (frame.reason === 'sessionEnded' || frame.reason === 'forbidden')) setEnded(frame.msg);
    if (frame.type === 'conversation') {
      setRows((current) => applyConversation(current, frame.conversation, filterRef.current));
      setSelected((current) => (current?.id === frame.conversation.id ? frame.conversation : current));
    } else if (frame.type === 'refused' && !frame.clientId) toasts.show(frame.msg, 'error');
    for (const listener of listeners.current) listener(frame);
  };
  const { connection, status } = useChatConnection(() => ({ role: 'operator', token }), onFrame, token);
  // Each time the socket is back after a drop, the list (and the open conversation) is read again.
  const [epoch, setEpoch] = useState(0);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (status !== 'open') return;
    if (wasOpen.current) setEpoch((n) => n + 1);
    wasOpen.current = true;
  }, [status]);

  const load = useCallback(
    async (target: number) => {
      const body = await api.call(
        chatCalls.deskConversations,
        { status: filter.status, page: target, pageSize: PAGE_SIZE, ...(filter.tenantId ? { tenantId: filter.tenantId } : {}) },
        { token, silent: true },
      );
      setRows((current) => (target === 1 ? body.list : appendPage(current, body.list)));
      setTotal(body.total);
      setPage(target);
    },
    [api, token, filter],
  );

  useEffect(() => {
    let live = true;
    setListState('loading');
    load(1).then(
      () => live && setListState('ready'),
      () => live && setListState('error'),
    );
    return () => {
      live = false;
    };
  }, [load, attempt, epoch]);

  const more = () => {
    load(page + 1).catch(() => toasts.show(t('chat.loadFailed'), 'error'));
  };
  const tenantTitle = (id: string) => tenants.find((tenant) => tenant.id === id)?.title ?? id;
  const onClosed = (conversation: ConversationSummary) => {
    setRows((current) => applyConversation(current, conversation, filter));
    setSelected(conversation);
  };

  return (
    <Columns $detail={selected !== null}>
      <Side>
        <Filters>
          <label>
            <span className="visually-hidden">{t('chat.tenantFilter')}</span>
            <select
              value={filter.tenantId}
              onChange={(event) => setFilter({ ...filter, tenantId: event.target.value })}
              data-testid="desk-tenant-filter"
            >
              <option value="">{t('chat.allTenants')}</option>
              {tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{t('chat.statusFilter')}</span>
            <select
              value={filter.status}
              onChange={(event) => setFilter({ ...filter, status: event.target.value as ConversationFilter['status'] })}
              data-testid="desk-status-filter"
            >
              {CONVERSATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`chat.status.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </Filters>
        {status !== 'open' && (
          <Status role="status" data-testid="desk-socket-status">
            {status === 'stopped' && ended ? ended : t(`common:chat.${status}`)}
          </Status>
        )}
        {listState === 'error' ? (
          <LoadError message={t('chat.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />
        ) : listState === 'loading' && rows.length === 0 ? (
          <EmptyState>{t('chat.loading')}</EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState>{t('chat.none')}</EmptyState>
        ) : (
          <>
            <ConversationList rows={rows} selectedId={selected?.id ?? null} tenantTitle={tenantTitle} onSelect={setSelected} />
            {rows.length < total && (
              <More>
                <Button type="button" $variant="plain" onClick={more}>
                  {t('chat.more')}
                </Button>
              </More>
            )}
          </>
        )}
      </Side>
      {selected ? (
        <ConversationView
          key={selected.id}
          conversation={selected}
          tenantTitle={tenantTitle(selected.tenantId)}
          token={token}
          connection={connection}
          ready={status === 'open'}
          epoch={epoch}
          subscribe={subscribe}
          onBack={() => setSelected(null)}
          onClosed={onClosed}
        />
      ) : (
        <EmptyState>{t('chat.pick')}</EmptyState>
      )}
    </Columns>
  );
}
