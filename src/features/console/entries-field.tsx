import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../lib/ui/button';
import { FieldSet } from '../../lib/ui/check-group';
import { mobile } from '../../lib/ui/media';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { moved } from './course-draft';
import { FieldError, Label } from './form-pieces';
import { TextAreaField } from './text-area-field';

// A list of entries in a form (a product's features, a solution's cases, a release's changes): rows of a few
// labelled fields each, added, moved up or down and removed by buttons, so the keyboard does everything the mouse
// does. After a button, focus goes where the work goes on: the new row's first field, the moved row's button, the
// add button once a row is gone.

const Rows = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 10px;
  > li {
    padding: 12px 12px 4px;
    margin-bottom: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
  }
`;

const RowSet = styled(FieldSet)`
  margin: 0;
  legend {
    font-weight: 600;
  }
`;

const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  column-gap: 12px;
  > .wide {
    grid-column: 1 / -1;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
  margin-bottom: 8px;
`;

/** One field of every row. */
export interface EntryColumn {
  key: string;
  label: string;
  maxLength?: number;
  /** Several lines (a paragraph), the whole width of the row. */
  multiline?: boolean;
  /** A choice among these instead of typed text. */
  options?: readonly { value: string; label: string }[];
}

type Focus = { index: number; on: 'first' | 'up' | 'down' } | 'add' | null;

/** A row's fields by name; those the columns show are strings. */
type Fields = Record<string, unknown>;

export interface EntriesFieldProps<T extends Fields> {
  /** The prefix of its test ids. */
  name: string;
  /** The list's name (a product's features). */
  legend: string;
  /** What one entry is called (a feature), in the row's legend and the buttons' names. */
  item: string;
  entries: readonly T[];
  columns: readonly EntryColumn[];
  /** A new row. */
  blank: () => T;
  /** The most rows the list takes. */
  max: number;
  error?: string;
  hint?: string;
  onChange: (entries: T[]) => void;
  /** More of an entry under its fields (a case's figures). */
  more?: (entry: T, update: (next: Partial<T>) => void, index: number) => ReactNode;
}

export function EntriesField<T extends Fields>({
  name,
  legend,
  item,
  entries,
  columns,
  blank,
  max,
  error,
  hint,
  onChange,
  more,
}: EntriesFieldProps<T>) {
  const { t } = useTranslation('console');
  const box = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<Focus>(null);
  useEffect(() => {
    if (!focus || !box.current) return;
    // Named by the list, so that a list within a row (a case's figures) is not taken for it.
    const row = focus === 'add' ? '' : `[data-entry="${name}:${focus.index}"]`;
    const selector =
      focus === 'add'
        ? `[data-entry-add="${name}"]`
        : focus.on === 'first'
          ? `${row} input, ${row} textarea, ${row} select`
          : `${row} [data-move="${name}:${focus.on}"]:not(:disabled)`;
    box.current.querySelector<HTMLElement>(selector)?.focus();
    setFocus(null);
  }, [focus, name]);

  const update = (index: number, next: Partial<T>) => onChange(entries.map((entry, at) => (at === index ? { ...entry, ...next } : entry)));
  const move = (index: number, step: number) => {
    const target = index + step;
    onChange(moved(entries, index, step));
    // At the top or bottom its button is disabled: the other one takes the focus.
    const edge = target === 0 || target === entries.length - 1;
    setFocus({ index: target, on: edge ? (step < 0 ? 'down' : 'up') : step < 0 ? 'up' : 'down' });
  };
  const label = (n: number) => t('entries.row', { item, n });
  const field = (column: EntryColumn, entry: T, index: number) => {
    const props = {
      label: column.label,
      value: String(entry[column.key] ?? ''),
      onChange: (value: string) => update(index, { [column.key]: value } as Partial<T>),
      'data-testid': `${name}-${column.key}`,
    };
    if (column.options) return <SelectField key={column.key} {...props} options={column.options} />;
    if (column.multiline)
      return (
        <div className="wide" key={column.key}>
          <TextAreaField {...props} rows={2} maxLength={column.maxLength} />
        </div>
      );
    return <TextField key={column.key} {...props} maxLength={column.maxLength} />;
  };

  return (
    <FieldSet ref={box} data-testid={name}>
      <legend>{legend}</legend>
      {hint && <Label>{hint}</Label>}
      {entries.length === 0 && <Label>{t('entries.none', { item })}</Label>}
      <Rows>
        {entries.map((entry, index) => (
          // Every field is controlled: a row is its place in the list.
          <li key={index} data-entry={`${name}:${index}`} data-testid={`${name}-row`}>
            <RowSet>
              <legend>{label(index + 1)}</legend>
              <Columns $count={Math.max(1, columns.filter((column) => !column.multiline).length)}>
                {columns.map((column) => field(column, entry, index))}
              </Columns>
              {more?.(entry, (next) => update(index, next), index)}
              <Tools>
                <Button
                  type="button"
                  $variant="plain"
                  data-move={`${name}:up`}
                  disabled={index === 0}
                  aria-label={t('entries.moveUp', { row: label(index + 1) })}
                  onClick={() => move(index, -1)}
                >
                  {t('entries.up')}
                </Button>
                <Button
                  type="button"
                  $variant="plain"
                  data-move={`${name}:down`}
                  disabled={index === entries.length - 1}
                  aria-label={t('entries.moveDown', { row: label(index + 1) })}
                  onClick={() => move(index, 1)}
                >
                  {t('entries.down')}
                </Button>
                <Button
                  type="button"
                  $variant="plain"
                  aria-label={t('entries.remove', { row: label(index + 1) })}
                  data-testid={`${name}-remove`}
                  onClick={() => {
                    onChange(entries.filter((_, at) => at !== index));
                    setFocus('add');
                  }}
                >
                  {t('entries.delete')}
                </Button>
              </Tools>
            </RowSet>
          </li>
        ))}
      </Rows>
      {error && <FieldError role="alert">{error}</FieldError>}
      <Button
        type="button"
        $variant="plain"
        data-entry-add={name}
        data-testid={`${name}-add`}
        disabled={entries.length >= max}
        onClick={() => {
          onChange([...entries, blank()]);
          setFocus({ index: entries.length, on: 'first' });
        }}
      >
        {entries.length >= max ? t('entries.full', { item, max }) : t('entries.add', { item })}
      </Button>
    </FieldSet>
  );
}
