import { useTranslation } from 'react-i18next';
import { newsCalls, type NewsColumn } from '../../../shared/calls/news';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, Grid, Label, TenantsField, TitleField, UploadField } from './form-pieces';
import type { NewsDraft } from './news-draft';

/** Columns as options: each top column, then its children indented. */
function columnOptions(columns: readonly NewsColumn[], choose: string) {
  return [
    { value: '', label: choose },
    ...columns.flatMap((column) => [
      { value: String(column.id), label: column.name },
      ...column.children.map((child) => ({ value: String(child.id), label: `\u3000${child.name}` })),
    ]),
  ];
}

/** The news form: title, column, source, summary, author, tenants, cover and body. */
export function NewsFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<NewsDraft>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const loaded = useCall(() => api.call(newsCalls.newsDirList, { bizType: 'NEWS' }, { silent: true }), [api]);
  const columns = loaded.state.status === 'done' ? loaded.state.value.list : [];
  return (
    <>
      <TitleField name="news" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Grid>
        <SelectField
          label={t('editor.columnLabel')}
          value={draft.dirId}
          options={columnOptions(columns, t('editor.chooseColumn'))}
          aria-invalid={errors.dirId ? true : undefined}
          onChange={(dirId) => onChange({ dirId })}
          data-testid="news-column"
        />
        <TextField label={t('editor.sourceLabel')} value={draft.source} maxLength={200} onChange={(source) => onChange({ source })} />
      </Grid>
      {errors.dirId && <Label role="alert">{errors.dirId}</Label>}
      <TextField
        label={t('editor.memoLabel')}
        value={draft.memo}
        maxLength={1000}
        onChange={(memo) => onChange({ memo })}
        data-testid="news-memo"
      />
      <TextField
        label={t('editor.authorLabel')}
        value={draft.authorName}
        maxLength={100}
        onChange={(authorName) => onChange({ authorName })}
      />
      <TenantsField name="news" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <UploadField
        testId="news-cover"
        kind="image"
        label={t('editor.coverLabel')}
        url={draft.coverUrl}
        upload={upload}
        onChange={(file) => onChange({ coverUrl: file?.url ?? '' })}
      />
      <BodyField value={draft.content} onChange={(content) => onChange({ content })} upload={upload} />
    </>
  );
}
