import { useTranslation } from 'react-i18next';
import { ENTRY_LIMITS } from '../../../shared/calls/console-products';
import { PRODUCT_CATEGORIES, SCREEN_KINDS } from '../../../shared/calls/product';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { EntriesField } from './entries-field';
import { FieldError, Grid, Label, TenantsField } from './form-pieces';
import { CodeField, SortField, TitledEntries } from './offering-form-pieces';
import type { ProductDraft } from './product-draft';
import { TextAreaField } from './text-area-field';

/**
 * The product form: code, name, category, slogan, summary, the features, screens (a mock-up the page draws, and
 * its caption) and editions, its place in the catalogue, and tenants. All plain text.
 */
export function ProductFormFields({ draft, errors, tenants, onChange }: KindFieldsProps<ProductDraft>) {
  // The categories are named as the product pages name them.
  const { t } = useTranslation(['console', 'product']);
  return (
    <>
      <Grid>
        <CodeField name="product" code={draft.code} fixed={draft.codeFixed} error={errors.code} onChange={(code) => onChange({ code })} />
        <TextField
          label={t('product.name')}
          value={draft.name}
          maxLength={60}
          error={errors.name}
          onChange={(name) => onChange({ name })}
          data-testid="product-name"
        />
      </Grid>
      <Label>{t('product.codeHint')}</Label>
      <Grid>
        <div>
          <SelectField
            label={t('product.category')}
            value={draft.category}
            options={[
              { value: '', label: t('product.chooseCategory') },
              ...PRODUCT_CATEGORIES.map((category) => ({ value: category, label: t(`product:categories.${category}`) })),
            ]}
            aria-invalid={errors.category ? true : undefined}
            onChange={(category) => onChange({ category })}
            data-testid="product-category"
          />
          {errors.category && <FieldError role="alert">{errors.category}</FieldError>}
        </div>
        <SortField name="product" sort={draft.sort} error={errors.sort} onChange={(sort) => onChange({ sort })} />
      </Grid>
      <TextField
        label={t('product.slogan')}
        value={draft.slogan}
        maxLength={100}
        onChange={(slogan) => onChange({ slogan })}
        data-testid="product-slogan"
      />
      <TextAreaField
        label={t('product.summary')}
        value={draft.summary}
        maxLength={500}
        onChange={(summary) => onChange({ summary })}
        data-testid="product-summary"
      />
      <TitledEntries
        name="product-features"
        legend={t('product.features')}
        item={t('product.feature')}
        entries={draft.features}
        max={ENTRY_LIMITS.features}
        error={errors.features}
        onChange={(features) => onChange({ features })}
      />
      <EntriesField
        name="product-screens"
        legend={t('product.screens')}
        item={t('product.screen')}
        hint={t('product.screensHint')}
        entries={draft.screens}
        columns={[
          {
            key: 'kind',
            label: t('product.screenKind'),
            options: SCREEN_KINDS.map((kind) => ({ value: kind, label: t(`product.screenKinds.${kind}`) })),
          },
          { key: 'caption', label: t('product.caption'), maxLength: 100 },
        ]}
        blank={() => ({ kind: SCREEN_KINDS[0], caption: '' })}
        max={ENTRY_LIMITS.screens}
        error={errors.screens}
        onChange={(screens) => onChange({ screens })}
      />
      <EntriesField
        name="product-editions"
        legend={t('product.editions')}
        item={t('product.edition')}
        entries={draft.editions}
        columns={[
          { key: 'name', label: t('product.editionName'), maxLength: 40 },
          { key: 'price', label: t('product.price'), maxLength: 60 },
          { key: 'note', label: t('product.note'), maxLength: 200, multiline: true },
        ]}
        blank={() => ({ name: '', price: '', note: '' })}
        max={ENTRY_LIMITS.editions}
        error={errors.editions}
        onChange={(editions) => onChange({ editions })}
      />
      <TenantsField name="product" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
    </>
  );
}
