import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { learningCalls } from '../../../shared/calls/learning';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import type { CourseDraft } from './course-draft';
import { Grid, Label, TenantsField, TitleField, UploadField } from './form-pieces';
import { LessonsField } from './lessons-field';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 14px;
`;

/** The course form: title, category (a new name makes one), teacher, description, cover, login, tenants and lessons. */
export function CourseFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<CourseDraft>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const loaded = useCall(() => api.call(learningCalls.catList, undefined, { silent: true }), [api]);
  const categories = loaded.state.status === 'done' ? loaded.state.value.list : [];
  return (
    <>
      <TitleField name="course" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <Grid>
        <TextField
          label={t('course.category')}
          value={draft.category}
          maxLength={40}
          list="course-categories"
          error={errors.category}
          onChange={(category) => onChange({ category })}
          data-testid="course-category"
        />
        <TextField label={t('course.teacher')} value={draft.teacher} maxLength={100} onChange={(teacher) => onChange({ teacher })} />
      </Grid>
      <datalist id="course-categories">
        {categories.map((category) => (
          <option key={category.id} value={category.name} />
        ))}
      </datalist>
      <Label>{t('course.categoryHint')}</Label>
      <TextField label={t('editor.memoLabel')} value={draft.memo} maxLength={2000} onChange={(memo) => onChange({ memo })} />
      <Check>
        <input
          type="checkbox"
          checked={draft.loginRequired}
          onChange={(event) => onChange({ loginRequired: event.target.checked })}
          data-testid="course-login"
        />
        {t('course.loginRequired')}
      </Check>
      <UploadField
        testId="course-cover"
        kind="image"
        label={t('editor.coverLabel')}
        url={draft.coverUrl}
        upload={upload}
        onChange={(file) => onChange({ coverUrl: file?.url ?? '' })}
      />
      <TenantsField name="course" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
      <LessonsField lessons={draft.lessons} error={errors.lessons} upload={upload} onChange={(lessons) => onChange({ lessons })} />
    </>
  );
}
