import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_CATEGORIES } from '../../../../shared/calls/enums';
import { Button } from '../../../lib/ui/button';
import { SelectField, TextField } from '../../../lib/ui/text-field';
import { Actions, FieldError, Label, Panel, TextArea } from '../writings/writing-styles';
import { EVALUATION_METHODS, tenderProblems, type TenderProblem, type TenderValues } from './tender-values';

type Field = keyof TenderValues;
const AREAS = ['scope', 'qualification', 'schedule'] as const;

/** The tender document's form: every field checked in the browser with its own message before anything is sent. */
export function TenderFormPanel({
  initial,
  busy,
  error,
  onSubmit,
}: {
  initial: TenderValues;
  busy: boolean;
  error: string | null;
  onSubmit: (values: TenderValues) => void;
}) {
  const { t } = useTranslation('ai');
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<TenderProblem[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => current.filter((problem) => problem.field !== field));
  };
  const messageOf = (field: Field) => {
    const problem = problems.find((item) => item.field === field);
    if (!problem) return undefined;
    return problem.problem === 'required'
      ? t(`tender.errors.${field}`)
      : t('tender.errors.tooLong', { label: t(`tender.fields.${field}`), max: problem.max });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = tenderProblems(values);
    setProblems(found);
    if (found.length === 0) onSubmit(values);
    // The first field in error takes the focus once its message is on screen.
    else window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const kinds = TRADE_CATEGORIES.map((kind) => ({ value: kind, label: t(`content:tradeCategories.${kind}`) }));
  const methods = [
    { value: '', label: t('tender.choose') },
    ...EVALUATION_METHODS.map((method) => ({ value: method, label: t(`tender.evaluation.${method}`) })),
  ];
  return (
    <Panel as="form" ref={form} onSubmit={submit} noValidate data-testid="tender-form" aria-label={t('tender.formLabel')}>
      <TextField
        label={t('tender.fields.title')}
        value={values.title}
        onChange={set('title')}
        error={messageOf('title')}
        placeholder={t('tender.placeholders.title')}
      />
      <TextField
        label={t('tender.fields.project')}
        value={values.project}
        onChange={set('project')}
        error={messageOf('project')}
        placeholder={t('tender.placeholders.project')}
      />
      <SelectField label={t('tender.fields.kind')} value={values.kind} onChange={set('kind')} options={kinds} />
      {AREAS.map((field) => {
        const message = messageOf(field);
        return (
          <div key={field}>
            <Label htmlFor={`tender-${field}`}>{t(`tender.fields.${field}`)}</Label>
            <TextArea
              id={`tender-${field}`}
              value={values[field]}
              rows={4}
              placeholder={t(`tender.placeholders.${field}`)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `tender-${field}-error` : undefined}
              onChange={(event) => set(field)(event.target.value)}
            />
            {message && (
              <FieldError id={`tender-${field}-error`} role="alert">
                {message}
              </FieldError>
            )}
          </div>
        );
      })}
      <SelectField
        label={t('tender.fields.evaluation')}
        value={values.evaluation}
        onChange={set('evaluation')}
        options={methods}
        aria-invalid={messageOf('evaluation') ? true : undefined}
      />
      {messageOf('evaluation') && <FieldError role="alert">{messageOf('evaluation')}</FieldError>}
      {error && <FieldError role="alert">{error}</FieldError>}
      <Actions>
        <Button type="submit" disabled={busy} data-testid="tender-create">
          {busy ? t('tender.creating') : t('tender.create')}
        </Button>
      </Actions>
    </Panel>
  );
}
