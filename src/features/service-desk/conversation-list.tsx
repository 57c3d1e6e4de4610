import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationSummary } from '../../../shared/calls/chat';
import { formatDateTime } from '../../lib/format-date';
import { Badge } from '../../lib/ui/badge';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button<{ $active: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 8px;
  width: 100%;
  padding: 10px 12px;
  text-align: left;
  font: inherit;
  cursor: pointer;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $active }) => ($active ? theme.colors.pageBg : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.border)};
`;

const Small = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Wide = styled(Small)`
  grid-column: 1 / -1;
`;

const Preview = styled.span`
  grid-column: 1 / -1;
  font-size: 13px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface ConversationListProps {
  rows: ConversationSummary[];
  selectedId: number | null;
  tenantTitle: (id: string) => string;
  onSelect: (row: ConversationSummary) => void;
}

/** The operator's conversations, newest activity first: who, where from, where now, unread, last message. */
export function ConversationList({ rows, selectedId, tenantTitle, onSelect }: ConversationListProps) {
  const { t } = useTranslation('desk');
  return (
    <List aria-label={t('chat.listLabel')} data-testid="desk-conversations">
      {rows.map((row) => (
        <li key={row.id}>
          <Item
            type="button"
            $active={row.id === selectedId}
            aria-current={row.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(row)}
            data-testid="desk-conversation"
            data-id={row.id}
          >
            <Name>
              <Dot $online={row.online} title={row.online ? t('chat.online') : t('chat.offline')} />
              <span>{row.userName || t('chat.guest')}</span>
              <Badge count={row.unread} inline testId="desk-unread" />
              {row.unread > 0 && <span className="visually-hidden">{t('chat.unread', { count: row.unread })}</span>}
            </Name>
            <Small>{formatDateTime(row.lastMessageAt)}</Small>
            <Small>
              {tenantTitle(row.tenantId)} · {t('chat.source')} {row.source}
            </Small>
            <Small>{row.online ? t('chat.online') : t('chat.offline')}</Small>
            <Wide>
              {t('chat.currentPage')} {row.currentPage}
            </Wide>
            <Preview>{row.lastMessage}</Preview>
          </Item>
        </li>
      ))}
    </List>
  );
}
