import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/ui/text-field';
import { EntriesField } from './entries-field';

// The fields products and solutions both have: the code that names them for good, their place in a list, and
// lists of titled paragraphs (a product's features, a solution's pains and steps).

/** The code, typed before the first save and shown read-only after it. */
export function CodeField({
  name,
  code,
  fixed,
  error,
  onChange,
}: {
  name: string;
  code: string;
  fixed: boolean;
  error?: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <TextField
      label={t(fixed ? 'product.codeFixed' : 'product.code')}
      value={code}
      maxLength={40}
      readOnly={fixed}
      error={error}
      onChange={onChange}
      data-testid={`${name}-code`}
    />
  );
}

/** The place in its group's order, smallest first. */
export function SortField({
  name,
  sort,
  error,
  onChange,
}: {
  name: string;
  sort: string;
  error?: string;
  onChange: (sort: string) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <TextField
      label={t('product.sort')}
      value={sort}
      inputMode="numeric"
      maxLength={4}
      error={error}
      onChange={onChange}
      data-testid={`${name}-sort`}
    />
  );
}

type Titled = { title: string; text: string };

/** A list of titled paragraphs, each a short title and a few lines. */
export function TitledEntries({
  name,
  legend,
  item,
  entries,
  max,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  item: string;
  entries: readonly Titled[];
  max: number;
  error?: string;
  onChange: (entries: Titled[]) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <EntriesField
      name={name}
      legend={legend}
      item={item}
      entries={entries}
      columns={[
        { key: 'title', label: t('entries.title'), maxLength: 40 },
        { key: 'text', label: t('entries.text'), maxLength: 300, multiline: true },
      ]}
      blank={() => ({ title: '', text: '' })}
      max={max}
      error={error}
      onChange={onChange}
    />
  );
}
