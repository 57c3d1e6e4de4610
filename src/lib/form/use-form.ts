import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validate, type Rule } from './validation';

/** Values, per-field errors and one submit-level error for a small form. */
export function useForm<K extends string>(initial: Record<K, string>, checks: Partial<Record<K, Rule>>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [busy, setBusy] = useState(false);

  const field = (key: K) => ({
    value: values[key],
    error: errors[key] ? t(errors[key]!) : undefined,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  /** Validates the named fields (all when omitted); returns trimmed values, or null with errors shown. */
  const check = (only?: K[]): Record<K, string> | null => {
    const subset = only ? (Object.fromEntries(only.map((key) => [key, checks[key]])) as Partial<Record<K, Rule>>) : checks;
    const result = validate(values, subset);
    setErrors(result.errors);
    return Object.keys(result.errors).length ? null : result.values;
  };

  const fail = (key: K, messageKeyOrText: string) => setErrors((current) => ({ ...current, [key]: messageKeyOrText }));

  return { values, field, check, fail, busy, setBusy, setValues };
}
