import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/ui/text-field';

// The fields products and solutions both have: the code that names them for good, and their place in a list.

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
