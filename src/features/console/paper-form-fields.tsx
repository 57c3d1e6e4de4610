import { useTranslation } from 'react-i18next';
import { PROJECT_TYPES } from '../../../shared/calls/enums';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, CategoryField, Grid, TenantsField, TitleField, UploadField } from './form-pieces';
import { useCategoryOptions } from './library-categories';
import type { PaperDraft } from './paper-draft';
import { TextAreaField } from './text-area-field';

/** The paper form: title, authors, organisation, journal, keywords, category, project type, abstract, PDF, tenants and body. */
export function PaperFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<PaperDraft>) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('common');
  const categories = useCategoryOptions('paper');
  return (
    <>
      <TitleField name="paper" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Grid>
        <TextField
          label={t('paper.authors')}
          value={draft.authors}
          placeholder={t('paper.authorsHint')}
          error={errors.authors}
          onChange={(authors) => onChange({ authors })}
          data-testid="paper-authors"
        />
        <TextField
          label={t('paper.organisation')}
          value={draft.organisation}
          maxLength={200}
          onChange={(organisation) => onChange({ organisation })}
          data-testid="paper-organisation"
        />
      </Grid>
      <Grid>
        <TextField
          label={t('paper.journal')}
          value={draft.journal}
          maxLength={200}
          onChange={(journal) => onChange({ journal })}
          data-testid="paper-journal"
        />
        <TextField
          label={t('paper.keywords')}
          value={draft.keywords}
          placeholder={t('paper.keywordsHint')}
          error={errors.keywords}
          onChange={(keywords) => onChange({ keywords })}
          data-testid="paper-keywords"
        />
      </Grid>
      <Grid>
        <CategoryField
          name="paper"
          label={t('paper.category')}
          choose={t('paper.chooseCategory')}
          value={draft.categoryId}
          options={categories}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <SelectField
          label={t('paper.projectType')}
          value={draft.projectType}
          options={PROJECT_TYPES.filter((type) => type !== 'ALL').map((type) => ({ value: type, label: tc(`projectTypes.${type}`) }))}
          onChange={(projectType) => onChange({ projectType })}
        />
      </Grid>
      <TextAreaField
        label={t('paper.abstract')}
        value={draft.abstract}
        maxLength={5000}
        onChange={(abstract) => onChange({ abstract })}
        data-testid="paper-abstract"
      />
      <UploadField
        testId="paper-pdf"
        kind="pdf"
        label={t('paper.pdf')}
        url={draft.pdfUrl}
        fileName={draft.pdfName}
        upload={upload}
        onChange={(file) => onChange({ pdfUrl: file?.url ?? '', pdfName: file?.originalName ?? null })}
      />
      <TenantsField name="paper" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <BodyField value={draft.content} onChange={(content) => onChange({ content })} upload={upload} />
    </>
  );
}
