import { useTranslation } from 'react-i18next';
import { PROJECT_TYPES } from '../../../shared/calls/enums';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, FieldError, Grid, TenantsField, UploadField } from './form-pieces';
import { useCategoryOptions } from './library-categories';
import type { PolicyDraft } from './policy-draft';
import { TextAreaField } from './text-area-field';

/** The policy form: title, document number, region, issuer, category, project type, summary, PDF, tenants and body. */
export function PolicyFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<PolicyDraft>) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('common');
  const categories = useCategoryOptions('policy');
  return (
    <>
      <TextField
        label={t('editor.titleLabel')}
        value={draft.title}
        maxLength={200}
        error={errors.title}
        onChange={(title) => onChange({ title })}
        data-testid="policy-title"
      />
      <Grid>
        <TextField
          label={t('policy.docNumber')}
          value={draft.docNumber}
          maxLength={100}
          placeholder={t('policy.docNumberHint')}
          onChange={(docNumber) => onChange({ docNumber })}
          data-testid="policy-doc-number"
        />
        <TextField
          label={t('policy.region')}
          value={draft.region}
          maxLength={60}
          placeholder={t('policy.regionHint')}
          onChange={(region) => onChange({ region })}
          data-testid="policy-region"
        />
      </Grid>
      <TextField
        label={t('policy.issuer')}
        value={draft.issuer}
        maxLength={200}
        onChange={(issuer) => onChange({ issuer })}
        data-testid="policy-issuer"
      />
      <Grid>
        <div>
          <SelectField
            label={t('policy.category')}
            value={draft.categoryId}
            options={[{ value: '', label: t('policy.chooseCategory') }, ...categories]}
            aria-invalid={errors.categoryId ? true : undefined}
            onChange={(categoryId) => onChange({ categoryId })}
            data-testid="policy-category"
          />
          {errors.categoryId && <FieldError role="alert">{errors.categoryId}</FieldError>}
        </div>
        <SelectField
          label={t('policy.projectType')}
          value={draft.projectType}
          options={PROJECT_TYPES.filter((type) => type !== 'ALL').map((type) => ({ value: type, label: tc(`projectTypes.${type}`) }))}
          onChange={(projectType) => onChange({ projectType })}
        />
      </Grid>
      <TextAreaField label={t('editor.memoLabel')} value={draft.summary} maxLength={2000} onChange={(summary) => onChange({ summary })} />
      <UploadField
        testId="policy-pdf"
        kind="pdf"
        label={t('policy.pdf')}
        url={draft.pdfUrl}
        fileName={draft.pdfName}
        upload={upload}
        onChange={(file) => onChange({ pdfUrl: file?.url ?? '', pdfName: file?.originalName ?? null })}
      />
      <TenantsField name="policy" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <BodyField value={draft.content} onChange={(content) => onChange({ content })} upload={upload} />
    </>
  );
}
