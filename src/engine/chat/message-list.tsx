import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSender } from '../../../shared/calls/chat';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../lib/ui/button';
import type { ChatItem } from './chat-items';

const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow-y: auto;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: 2px;
`;

const Meta = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bubble = styled.p<{ $own: boolean }>`
  max-width: 80%;
  margin: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.pageBg)};
  color: ${({ theme, $own }) => ($own ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.border)};
`;

const Failed = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
  button {
    margin-left: 6px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Older = styled.div`
  text-align: center;
`;

const Placeholder = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

export interface MessageListProps {
  items: ChatItem[];
  /** Whose messages are this side's own (right, primary colour). */
  own: ChatSender;
  /** The other side's label when a message carries no operator name (a guest seen from the desk). */
  otherLabel: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  onRetry: (clientId: string) => void;
  /** Shown when there are no messages. */
  placeholder: string;
  className?: string;
  testId?: string;
}

/** A conversation's messages, oldest first, kept scrolled to the newest unless the reader scrolled up. */
export function MessageList({
  items,
  own,
  otherLabel,
  hasMore,
  loadingOlder,
  onOlder,
  onRetry,
  placeholder,
  className,
  testId,
}: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = items.at(-1)?.key;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  return (
    <Scroller
      ref={scroller}
      className={className}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messages')}
      data-testid={testId}
      tabIndex={0}
    >
      {hasMore && (
        <Older>
          <Button type="button" $variant="plain" onClick={onOlder} disabled={loadingOlder} data-testid="chat-older">
            {loadingOlder ? t('chat.loadingOlder') : t('chat.older')}
          </Button>
        </Older>
      )}
      {items.length === 0 && <Placeholder>{placeholder}</Placeholder>}
      {items.map((item) => {
        const mine = item.message.sender === own;
        const who = mine ? t('chat.me') : item.message.operatorName || otherLabel;
        return (
          <Row key={item.key} $own={mine} data-testid="chat-message" data-sender={item.message.sender} data-state={item.state}>
            <Meta>
              {who} · {formatDateTime(item.message.createdAt)}
            </Meta>
            <Bubble $own={mine}>{item.message.body}</Bubble>
            {item.state === 'sending' && <Meta>{t('chat.sending')}</Meta>}
            {item.state === 'failed' && item.clientId && (
              <Failed role="alert">
                {item.error || t('chat.failed')}
                <button type="button" onClick={() => onRetry(item.clientId!)}>
                  {t('chat.retry')}
                </button>
              </Failed>
            )}
          </Row>
        );
      })}
    </Scroller>
  );
}
