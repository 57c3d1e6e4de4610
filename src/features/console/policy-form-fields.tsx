import { useTranslation } from 'react-i18next';
import { PROJECT_TYPES } from '../../../shared/calls/enums';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, CategoryField, Grid, TenantsField, TitleField, UploadField } from './form-pieces';
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
      <TitleField name="policy" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
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
        <CategoryField
          name="policy"
          label={t('policy.category')}
          choose={t('policy.chooseCategory')}
          value={draft.categoryId}
          options={categories}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
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
