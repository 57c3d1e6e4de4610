import { useTranslation } from 'react-i18next';
import { PROJECT_TYPES } from '../../../shared/calls/enums';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, CategoryField, Grid, TenantsField, TitleField, UploadField } from './form-pieces';
import { useCategoryOptions } from './library-categories';
import type { StandardDraft } from './standard-draft';

/** The standard form: number, title, category, project type, issuer, status, summary, PDF, tenants and body. */
export function StandardFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<StandardDraft>) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('common');
  const categories = useCategoryOptions('standard');
  const statuses = t('standard.statuses', { returnObjects: true }) as string[];
  return (
    <>
      <Grid>
        <TextField
          label={t('standard.number')}
          value={draft.number}
          maxLength={60}
          error={errors.number}
          onChange={(number) => onChange({ number })}
          data-testid="standard-number"
        />
        <SelectField
          label={t('standard.status')}
          value={draft.status}
          options={[{ value: '', label: t('standard.noStatus') }, ...statuses.map((status) => ({ value: status, label: status }))]}
          onChange={(status) => onChange({ status })}
          data-testid="standard-status"
        />
      </Grid>
      <TitleField name="standard" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Grid>
        <CategoryField
          name="standard"
          label={t('standard.category')}
          choose={t('standard.chooseCategory')}
          value={draft.categoryId}
          options={categories}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <SelectField
          label={t('standard.projectType')}
          value={draft.projectType}
          options={PROJECT_TYPES.filter((type) => type !== 'ALL').map((type) => ({ value: type, label: tc(`projectTypes.${type}`) }))}
          onChange={(projectType) => onChange({ projectType })}
        />
      </Grid>
      <TextField
        label={t('standard.issuer')}
        value={draft.issuer}
        maxLength={200}
        onChange={(issuer) => onChange({ issuer })}
        data-testid="standard-issuer"
      />
      <TextField label={t('editor.memoLabel')} value={draft.summary} maxLength={2000} onChange={(summary) => onChange({ summary })} />
      <UploadField
        testId="standard-pdf"
        kind="pdf"
        label={t('standard.pdf')}
        url={draft.pdfUrl}
        fileName={draft.pdfName}
        upload={upload}
        onChange={(file) => onChange({ pdfUrl: file?.url ?? '', pdfName: file?.originalName ?? null })}
      />
      <TenantsField name="standard" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <BodyField value={draft.content} onChange={(content) => onChange({ content })} upload={upload} />
    </>
  );
}
