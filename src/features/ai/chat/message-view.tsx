import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AiMessage } from '../../../../shared/calls/ai-tools';
import { CitationList } from '../shared/citation-list';
import { LazyMarkdownView } from '../shared/lazy-markdown-view';
import type { GenerationError } from '../shared/use-generation';

/** A message as the thread shows it: the saved row, and the failure of a generation made on this page. */
export type ThreadMessage = AiMessage & { error?: GenerationError | null };

const Item = styled.li<{ $user: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $user }) => ($user ? 'flex-end' : 'stretch')};
  gap: 4px;
`;

const Bubble = styled.div<{ $user: boolean }>`
  max-width: ${({ $user }) => ($user ? '85%' : '100%')};
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $user }) => ($user ? theme.colors.pageBg : theme.colors.surface)};
  overflow-wrap: anywhere;
  white-space: ${({ $user }) => ($user ? 'pre-wrap' : 'normal')};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p<{ $failed: boolean }>`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.muted)};
`;

const Tag = styled.span`
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
`;

/** The sentence under an answer that did not finish normally. */
function useStatusLine(message: ThreadMessage, live: boolean) {
  const { t } = useTranslation('ai');
  if (message.status === 'stopped') return t('chat.status.stopped');
  if (message.status === 'streaming') return live ? t('chat.thinking') : t('chat.status.streaming');
  // Its process died mid-answer: the server refunded the use when it settled the answer.
  if (message.status === 'interrupted') return t('chat.status.failedRefunded', { reason: t('chat.status.interrupted') });
  if (message.status !== 'failed') return null;
  const reason = message.error?.msg ?? t('chat.status.failed');
  const refunded = message.error ? message.error.refunded : true;
  return refunded ? t('chat.status.failedRefunded', { reason }) : reason;
}

/** One message: the user's as plain text, the assistant's as sanitised Markdown with its citations. */
export function MessageView({ message, live, actions }: { message: ThreadMessage; live?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation('ai');
  const user = message.role === 'user';
  const statusLine = useStatusLine(message, live ?? false);
  return (
    <Item $user={user} data-testid={user ? 'ai-message-user' : 'ai-message-assistant'} data-status={message.status}>
      <span className="visually-hidden">{user ? t('chat.you') : t('chat.assistant')}</span>
      <Bubble $user={user} aria-live={live ? 'polite' : undefined} aria-busy={live ? message.status === 'streaming' : undefined}>
        {user ? (
          message.content
        ) : message.content ? (
          <LazyMarkdownView text={message.content} />
        ) : message.status === 'streaming' ? null : (
          <Meta>{t('chat.empty')}</Meta>
        )}
        {!user && <CitationList citations={message.citations} />}
        {statusLine && (
          <Note $failed={message.status === 'failed' || message.status === 'interrupted'} data-testid="ai-message-status">
            {statusLine}
          </Note>
        )}
      </Bubble>
      {!user && (
        <Meta>
          {message.mode === 'offline' && <Tag>{t('chat.offlineTag')}</Tag>}
          {actions}
        </Meta>
      )}
    </Item>
  );
}
