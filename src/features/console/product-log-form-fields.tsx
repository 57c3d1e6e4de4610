import { useTranslation } from 'react-i18next';
import { ENTRY_LIMITS } from '../../../shared/calls/console-products';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { EntriesField } from './entries-field';
import { FieldError, Grid, Label, TenantsField } from './form-pieces';
import { useProductChoices } from './product-choices';
import type { ProductLogDraft } from './product-log-draft';

/** The update-log form: the product, its version, the changes one line each, and tenants; dated when published. */
export function ProductLogFormFields({ draft, errors, tenants, onChange }: KindFieldsProps<ProductLogDraft>) {
  const { t } = useTranslation('console');
  const products = useProductChoices([draft.productId], { catalogue: false });
  return (
    <>
      <Grid>
        <div>
          <SelectField
            label={t('productLog.product')}
            value={draft.productId}
            options={products}
            aria-invalid={errors.productId ? true : undefined}
            onChange={(productId) => onChange({ productId })}
            data-testid="productLog-product"
          />
          {errors.productId && <FieldError role="alert">{errors.productId}</FieldError>}
        </div>
        <TextField
          label={t('productLog.versionName')}
          value={draft.versionName}
          maxLength={40}
          error={errors.versionName}
          onChange={(versionName) => onChange({ versionName })}
          data-testid="productLog-version"
        />
      </Grid>
      <EntriesField
        name="productLog-changes"
        legend={t('productLog.changes')}
        item={t('productLog.change')}
        entries={draft.changes}
        columns={[{ key: 'text', label: t('productLog.changeText'), maxLength: 300 }]}
        blank={() => ({ text: '' })}
        max={ENTRY_LIMITS.changes}
        error={errors.changes}
        onChange={(changes) => onChange({ changes })}
      />
      <Label>{t('productLog.releaseHint')}</Label>
      <TenantsField name="productLog" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
    </>
  );
}
