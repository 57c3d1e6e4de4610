import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WritingSummary } from '../../../../shared/calls/ai-tools';
import { useToasts } from '../../../engine/portal-context';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../lib/ui/button';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { mobile } from '../../../lib/ui/media';
import { surfacePanel } from '../../../lib/ui/surface';
import { writingHref } from './writing-links';
import { deleteWriting, type AiSession } from './writings-api';

const List = styled.ul`
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  ${surfacePanel}
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    flex-wrap: wrap;
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Tag = styled.span`
  flex: none;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 12px;
`;

/** The user's writings, each opening in its tool, deleted after a confirmation. */
export function WritingList({ list, session, onDeleted }: { list: WritingSummary[]; session: AiSession; onDeleted: () => void }) {
  const { t } = useTranslation('ai');
  const toasts = useToasts();
  const [deleting, setDeleting] = useState<WritingSummary | null>(null);
  const remove = (writing: WritingSummary) => {
    setDeleting(null);
    deleteWriting(session, writing.id).then(
      () => {
        toasts.show(t('writings.deleted'), 'success');
        onDeleted();
      },
      (error: unknown) => toasts.show(error instanceof Error ? error.message : session.fallback, 'error'),
    );
  };
  return (
    <>
      <List data-testid="writing-list">
        {list.map((writing) => (
          <Row key={writing.id} data-testid="writing-row">
            <Tag>{t(`writings.tools.${writing.tool}`)}</Tag>
            <Main>
              <Link to={writingHref(writing)}>{writing.title}</Link>
              <small>
                {t(`writings.meta.${writing.tool}`, { count: writing.sectionCount })} · {formatDateTime(writing.updatedAt)}
              </small>
            </Main>
            <Button
              type="button"
              $variant="plain"
              onClick={() => setDeleting(writing)}
              aria-label={t('writings.deleteOne', { title: writing.title })}
            >
              {t('writings.delete')}
            </Button>
          </Row>
        ))}
      </List>
      {deleting && (
        <ConfirmDialog
          title={t('writings.deleteTitle')}
          message={t('writings.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('writings.delete')}
          cancelLabel={t('writings.cancel')}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
