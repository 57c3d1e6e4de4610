import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../lib/ui/button';
import { FIELD_LABELS } from './news-draft';

const Box = styled.div`
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: 16px;
    margin-bottom: 8px;
  }
  dl {
    margin: 12px 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** A value as a line of text (a body without its tags, shortened). */
function shown(value: unknown): string {
  const text = Array.isArray(value) ? value.join('、') : String(value ?? '');
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 160)}…` : plain;
}

/** A save refused because someone saved first: what they changed, and the two ways on. */
export function ConflictNotice({
  changed,
  onReload,
  onOverwrite,
}: {
  changed: Record<string, unknown>;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Box role="alert" data-testid="news-conflict">
      <h3>{t('editor.conflictHeading')}</h3>
      <p>{t('editor.conflictBody')}</p>
      <dl>
        {Object.entries(changed).map(([field, value]) => (
          <div key={field}>
            <dt>{FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field}</dt>
            <dd>{shown(value)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button type="button" onClick={onReload} data-testid="news-conflict-reload">
          {t('editor.conflictReload')}
        </Button>
        <Button type="button" $variant="plain" onClick={onOverwrite} data-testid="news-conflict-overwrite">
          {t('editor.conflictKeep')}
        </Button>
      </div>
    </Box>
  );
}
