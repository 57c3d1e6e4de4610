import { useTranslation } from 'react-i18next';
import { downloadCalls } from '../../../shared/calls/downloads';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { KindFieldsProps } from './console-kind';
import type { DownloadDraft } from './download-draft';
import { Label, TenantsField, TitleField, UploadField } from './form-pieces';

interface DirNode {
  id: number;
  name: string;
  children: DirNode[];
}

/** The directory tree as options, each level indented. */
const dirOptions = (nodes: readonly DirNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((node) => [
    { value: String(node.id), label: `${'\u3000'.repeat(depth)}${node.name}` },
    ...dirOptions(node.children, depth + 1),
  ]);

/** The download form: title, directory, note, the file (replaced, never removed) and tenants. */
export function DownloadFormFields({ draft, errors, tenants, onChange, upload }: KindFieldsProps<DownloadDraft>) {
  const { t } = useTranslation('console');
  const api = useApi();
  const loaded = useCall(() => api.call(downloadCalls.dirTree, undefined, { silent: true }), [api]);
  const dirs = loaded.state.status === 'done' ? (loaded.state.value.list as DirNode[]) : [];
  return (
    <>
      <TitleField name="material" value={draft.title} error={errors.title} onChange={(title) => onChange({ title })} />
      <SelectField
        label={t('material.dir')}
        value={draft.dirId}
        options={[{ value: '', label: t('material.chooseDir') }, ...dirOptions(dirs)]}
        aria-invalid={errors.dirId ? true : undefined}
        onChange={(dirId) => onChange({ dirId })}
        data-testid="material-dir"
      />
      {errors.dirId && <Label role="alert">{errors.dirId}</Label>}
      <TextField label={t('material.memo')} value={draft.memo} maxLength={2000} onChange={(memo) => onChange({ memo })} />
      <UploadField
        testId="material-file"
        kind="file"
        label={t('material.file')}
        url={draft.fileUrl}
        fileName={draft.fileName}
        upload={upload}
        removable={false}
        onChange={(file) => file && onChange({ fileUrl: file.url, fileName: file.originalName })}
      />
      {!draft.fileUrl && draft.fileName && <Label>{t('material.placeholderFile', { name: draft.fileName })}</Label>}
      {errors.fileUrl && <Label role="alert">{errors.fileUrl}</Label>}
      <Label>{t('material.fileHint')}</Label>
      <TenantsField name="material" tenants={tenants} chosen={draft.tenants} onChange={(chosen) => onChange({ tenants: chosen })} />
    </>
  );
}
