import { useTranslation } from 'react-i18next';
import { ENTRY_LIMITS } from '../../../shared/calls/console-products';
import { SOLUTION_INDUSTRIES } from '../../../shared/calls/product';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { EntriesField } from './entries-field';
import { FieldError, Grid, Label, TenantsField } from './form-pieces';
import { CodeField, SortField, TitledEntries } from './offering-form-pieces';
import { useProductChoices } from './product-choices';
import type { CaseDraft, SolutionDraft } from './solution-draft';
import { TextAreaField } from './text-area-field';

/**
 * The solution form: code, title, industry, summary, pains and approach, the products it is built from (in the
 * order the page lists them), customer cases with their figures, its place in the industry's list, and tenants.
 */
export function SolutionFormFields({ draft, errors, tenants, onChange }: KindFieldsProps<SolutionDraft>) {
  const { t } = useTranslation('console');
  const products = useProductChoices(
    draft.products.map((product) => product.id),
    { catalogue: true },
  );
  const titled = (key: 'pains' | 'approach', item: string) => (
    <TitledEntries
      name={`solution-${key}`}
      legend={t(`solution.${key}`)}
      item={item}
      entries={draft[key]}
      max={ENTRY_LIMITS[key]}
      error={errors[key]}
      onChange={(entries) => onChange({ [key]: entries })}
    />
  );
  const figures = (item: CaseDraft, update: (next: Partial<CaseDraft>) => void) => (
    <EntriesField
      name="solution-figures"
      legend={t('solution.figures')}
      item={t('solution.figure')}
      entries={item.figures}
      columns={[
        { key: 'label', label: t('solution.figureLabel'), maxLength: 30 },
        { key: 'value', label: t('solution.figureValue'), maxLength: 40 },
      ]}
      blank={() => ({ label: '', value: '' })}
      max={ENTRY_LIMITS.figures}
      onChange={(next) => update({ figures: next })}
    />
  );
  return (
    <>
      <Grid>
        <CodeField name="solution" code={draft.code} fixed={draft.codeFixed} error={errors.code} onChange={(code) => onChange({ code })} />
        <TextField
          label={t('editor.titleLabel')}
          value={draft.title}
          maxLength={200}
          error={errors.title}
          onChange={(title) => onChange({ title })}
          data-testid="solution-title"
        />
      </Grid>
      <Label>{t('product.codeHint')}</Label>
      <Grid>
        <div>
          <SelectField
            label={t('solution.industry')}
            value={draft.industry}
            options={[
              { value: '', label: t('solution.chooseIndustry') },
              ...SOLUTION_INDUSTRIES.map((industry) => ({ value: industry, label: t(`common:projectTypes.${industry}`) })),
            ]}
            aria-invalid={errors.industry ? true : undefined}
            onChange={(industry) => onChange({ industry })}
            data-testid="solution-industry"
          />
          {errors.industry && <FieldError role="alert">{errors.industry}</FieldError>}
        </div>
        <SortField name="solution" sort={draft.sort} error={errors.sort} onChange={(sort) => onChange({ sort })} />
      </Grid>
      <TextAreaField
        label={t('solution.summary')}
        value={draft.summary}
        maxLength={500}
        onChange={(summary) => onChange({ summary })}
        data-testid="solution-summary"
      />
      {titled('pains', t('solution.pain'))}
      {titled('approach', t('solution.step'))}
      <EntriesField
        name="solution-products"
        legend={t('solution.products')}
        item={t('solution.product')}
        hint={t('solution.productsHint')}
        entries={draft.products}
        columns={[{ key: 'id', label: t('solution.product'), options: products }]}
        blank={() => ({ id: '' })}
        max={ENTRY_LIMITS.products}
        error={errors.products}
        onChange={(next) => onChange({ products: next })}
      />
      <EntriesField
        name="solution-cases"
        legend={t('solution.cases')}
        item={t('solution.case')}
        entries={draft.cases}
        columns={[
          { key: 'project', label: t('solution.project'), maxLength: 100 },
          { key: 'customer', label: t('solution.customer'), maxLength: 100 },
          { key: 'text', label: t('entries.text'), maxLength: 500, multiline: true },
        ]}
        blank={() => ({ project: '', customer: '', text: '', figures: [] })}
        max={ENTRY_LIMITS.cases}
        error={errors.cases}
        onChange={(cases) => onChange({ cases })}
        more={figures}
      />
      <TenantsField name="solution" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
    </>
  );
}
