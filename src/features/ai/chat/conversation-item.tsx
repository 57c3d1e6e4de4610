import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AI_TITLE_MAX, type ConversationSummary } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { formatDateTime } from '../../../lib/format-date';

const Item = styled.li<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $open }) => ($open ? theme.colors.pageBg : 'transparent')};
  > a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  input {
    width: 100%;
    height: 32px;
    padding: 0 8px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  button {
    padding: 2px 0;
    border: none;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.primaryText};
    cursor: pointer;
  }
`;

interface ItemProps {
  item: ConversationSummary;
  open: boolean;
  onRename: (title: string) => Promise<void>;
  onDelete: () => void;
}

/** One conversation of the list: its link, tool and time, renamed in place (Enter saves, Escape cancels), deleted. */
export function ConversationItem({ item, open, onRename, onDelete }: ItemProps) {
  const { t } = useTranslation('ai');
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const title = draft?.trim() ?? '';
    if (!title || title === item.title) return setDraft(null);
    setSaving(true);
    try {
      await onRename(title);
      setDraft(null);
    } catch {
      // The page has said why (a toast); the edit stays open to try again.
    } finally {
      setSaving(false);
    }
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setDraft(null);
  };
  return (
    <Item $open={open} data-testid="ai-conversation">
      {draft === null ? (
        <Link to={hrefOf('Conversation', {}, { id: String(item.id) })} aria-current={open ? 'page' : undefined}>
          {item.title}
        </Link>
      ) : (
        <form onSubmit={(event) => void save(event)}>
          <input
            aria-label={t('chat.list.renameLabel')}
            value={draft}
            maxLength={AI_TITLE_MAX}
            disabled={saving}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={keyDown}
            onBlur={() => void save()}
            autoFocus
          />
        </form>
      )}
      <Meta>
        <span>{t(`catalogue.tools.${item.tool}.name`)}</span>
        <span>{formatDateTime(item.updatedAt)}</span>
        {draft === null && (
          <>
            <button type="button" onClick={() => setDraft(item.title)} aria-label={t('chat.list.renameNamed', { title: item.title })}>
              {t('chat.list.rename')}
            </button>
            <button type="button" onClick={onDelete} aria-label={t('chat.list.deleteNamed', { title: item.title })}>
              {t('chat.list.delete')}
            </button>
          </>
        )}
      </Meta>
    </Item>
  );
}
