import { useTranslation } from 'react-i18next';
import { jobCalls } from '../../../shared/calls/jobs';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import { BodyField, Grid, Label, TenantsField, TitleField } from './form-pieces';
import type { JobDraft } from './job-draft';

type Short = 'department' | 'category' | 'salary' | 'experience' | 'education';

/** The job form: title, city, department and terms, headcount, tenants and the description. */
export function JobFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<JobDraft>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const loaded = useCall(() => api.call(jobCalls.cities, undefined, { silent: true }), [api]);
  const cities = loaded.state.status === 'done' ? loaded.state.value.list : [];
  const short = (key: Short) => (
    <TextField
      label={t(`job.${key}`)}
      value={draft[key]}
      maxLength={60}
      onChange={(value) => onChange({ [key]: value })}
      data-testid={`job-${key}`}
    />
  );
  return (
    <>
      <TitleField name="job" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Grid>
        <SelectField
          label={t('job.city')}
          value={draft.cityCode}
          options={[{ value: '', label: t('job.chooseCity') }, ...cities.map((city) => ({ value: city.code, label: city.name }))]}
          aria-invalid={errors.cityCode ? true : undefined}
          onChange={(cityCode) => onChange({ cityCode })}
          data-testid="job-city"
        />
        {short('department')}
      </Grid>
      {errors.cityCode && <Label role="alert">{errors.cityCode}</Label>}
      <Grid>
        {short('category')}
        {short('salary')}
      </Grid>
      <Grid>
        {short('experience')}
        {short('education')}
      </Grid>
      <TextField
        label={t('job.headcount')}
        value={draft.headcount}
        inputMode="numeric"
        maxLength={4}
        error={errors.headcount}
        onChange={(headcount) => onChange({ headcount })}
        data-testid="job-headcount"
      />
      <TenantsField name="job" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <BodyField
        label={t('job.description')}
        value={draft.description}
        onChange={(description) => onChange({ description })}
        upload={upload}
      />
    </>
  );
}
