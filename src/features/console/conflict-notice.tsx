import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../lib/ui/button';

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

/** A value as a line of text (a body without its tags, a list of lessons by their titles, shortened). */
function shown(value: unknown): string {
  const entry = (each: unknown) => (typeof each === 'object' && each !== null && 'title' in each ? String(each.title) : String(each));
  const text = Array.isArray(value) ? value.map(entry).join('、') : String(value ?? '');
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 160)}…` : plain;
}

/** A save refused because someone saved first: what they changed, and the two ways on. */
export function ConflictNotice({
  name,
  fieldLabels,
  changed,
  onReload,
  onOverwrite,
}: {
  /** The kind's name: its test ids' prefix and its texts' key. */
  name: string;
  /** The form's label key of each field. */
  fieldLabels: Record<string, string>;
  changed: Record<string, unknown>;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Box role="alert" data-testid={`${name}-conflict`}>
      <h3>{t(`kinds.${name}.conflictHeading`)}</h3>
      <p>{t('editor.conflictBody')}</p>
      <dl>
        {Object.entries(changed).map(([field, value]) => (
          <div key={field}>
            <dt>{fieldLabels[field] ? t(fieldLabels[field]) : field}</dt>
            <dd>{shown(value)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button type="button" onClick={onReload} data-testid={`${name}-conflict-reload`}>
          {t('editor.conflictReload')}
        </Button>
        <Button type="button" $variant="plain" onClick={onOverwrite} data-testid={`${name}-conflict-overwrite`}>
          {t('editor.conflictKeep')}
        </Button>
      </div>
    </Box>
  );
}
