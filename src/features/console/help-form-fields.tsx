import { useTranslation } from 'react-i18next';
import { helpCalls } from '../../../shared/calls/help';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, CategoryField, Grid, Label, TenantsField, TitleField } from './form-pieces';
import type { HelpDraft } from './help-draft';
import { categoryOptions } from './library-categories';
import { TextAreaField } from './text-area-field';

/** The help centre's categories as select options (none until they have loaded). */
function useHelpCategoryOptions() {
  const api = useApi();
  const loaded = useCall(() => api.call(helpCalls.catTree, undefined, { silent: true }), [api]);
  return loaded.state.status === 'done' ? categoryOptions(loaded.state.value.list) : [];
}

/** The help article form: title, category, number, summary, tenants and the body (its headings: the page's contents). */
export function HelpFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<HelpDraft>) {
  const { t } = useTranslation('console');
  const categories = useHelpCategoryOptions();
  return (
    <>
      <TitleField name="help" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Grid>
        <CategoryField
          name="help"
          label={t('help.category')}
          choose={t('help.chooseCategory')}
          value={draft.categoryId}
          options={categories}
          error={errors.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <TextField
          label={t('help.number')}
          value={draft.resNumber}
          maxLength={32}
          placeholder={t('help.numberExample')}
          error={errors.resNumber}
          onChange={(resNumber) => onChange({ resNumber })}
          data-testid="help-res-number"
        />
      </Grid>
      <Label>{t('help.numberHint')}</Label>
      <TextAreaField
        label={t('editor.memoLabel')}
        value={draft.summary}
        maxLength={1000}
        onChange={(summary) => onChange({ summary })}
        data-testid="help-summary"
      />
      <TenantsField name="help" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <BodyField value={draft.content} onChange={(content) => onChange({ content })} upload={upload} />
      <Label>{t('help.bodyHint')}</Label>
    </>
  );
}
