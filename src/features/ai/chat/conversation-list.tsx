import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CHAT_TOOLS, type ConversationSummary } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { Button } from '../../../lib/ui/button';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { EmptyState } from '../../../lib/ui/empty-state';
import { Pagination } from '../../../lib/ui/pagination';
import { CONVERSATION_PAGE_SIZE } from './chat-api';
import { ConversationItem } from './conversation-item';

const New = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  a {
    flex: 1;
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface ListProps {
  list: readonly ConversationSummary[];
  total: number;
  page: number;
  openId: number | null;
  onPage: (page: number) => void;
  onRename: (item: ConversationSummary, title: string) => Promise<void>;
  onDelete: (item: ConversationSummary) => Promise<void>;
}

/** The user's conversations, newest first, with a new one per chat tool; renamed in place, deleted after a confirm. */
export function ConversationList({ list, total, page, openId, onPage, onRename, onDelete }: ListProps) {
  const { t } = useTranslation('ai');
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  return (
    <>
      <New>
        {CHAT_TOOLS.map((tool) => (
          <Button key={tool} as={Link} to={hrefOf('Conversation', {}, { tool })} $variant="ghost" data-testid={`ai-new-${tool}`}>
            {t(`chat.list.new.${tool}`)}
          </Button>
        ))}
      </New>
      {list.length === 0 ? (
        <EmptyState>{t('chat.list.empty')}</EmptyState>
      ) : (
        <Items aria-label={t('chat.list.title')}>
          {list.map((item) => (
            <ConversationItem
              key={item.id}
              item={item}
              open={item.id === openId}
              onRename={(title) => onRename(item, title)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </Items>
      )}
      <Pagination page={page} total={total} pageSize={CONVERSATION_PAGE_SIZE} onPage={onPage} />
      {deleting && (
        <ConfirmDialog
          title={t('chat.list.deleteTitle')}
          message={t('chat.list.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('chat.list.delete')}
          cancelLabel={t('chat.list.cancel')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const item = deleting;
            setDeleting(null);
            void onDelete(item);
          }}
        />
      )}
    </>
  );
}
