import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConsoleTenant } from '../../../shared/calls/console';
import type { NewsColumn } from '../../../shared/calls/news';
import { Button } from '../../lib/ui/button';
import { CheckGroup } from '../../lib/ui/check-group';
import { SelectField, TextField } from '../../lib/ui/text-field';
import type { NewsDraft } from './news-draft';
import { RichTextEditor } from './rich-text-editor';
import { HiddenFileInput } from './hidden-file-input';
import { acceptOf } from './upload-media';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
`;

const Cover = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 14px;
  img {
    width: 160px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Label = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 4px;
`;

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

export interface NewsFormFieldsProps {
  draft: NewsDraft;
  errors: Partial<Record<'title' | 'dirId', string>>;
  columns: readonly NewsColumn[];
  tenants: readonly ConsoleTenant[];
  onChange: (next: Partial<NewsDraft>) => void;
  upload: (kind: 'image', file: File) => Promise<{ src: string; alt: string } | null>;
}

export function NewsFormFields({ draft, errors, columns, tenants, onChange, upload }: NewsFormFieldsProps) {
  const { t } = useTranslation('console');
  const coverFile = useRef<HTMLInputElement>(null);
  const chooseCover = async (file: File) => {
    const image = await upload('image', file);
    if (image) onChange({ coverUrl: image.src });
  };
  return (
    <>
      <TextField
        label={t('editor.titleLabel')}
        value={draft.title}
        maxLength={200}
        error={errors.title}
        onChange={(title) => onChange({ title })}
        data-testid="news-title"
      />
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
      <CheckGroup
        legend={t('editor.tenantsLabel')}
        options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.title }))}
        chosen={draft.tenants}
        onChange={(chosen) => onChange({ tenants: chosen })}
        testId="news-tenants"
      />
      <Label>{t('editor.tenantsHint')}</Label>
      <Label>{t('editor.coverLabel')}</Label>
      <Cover>
        {draft.coverUrl && <img src={draft.coverUrl} alt={t('editor.coverAlt')} data-testid="news-cover" />}
        <Button type="button" $variant="plain" onClick={() => coverFile.current?.click()} data-testid="news-cover-upload">
          {t('editor.coverUpload')}
        </Button>
        {draft.coverUrl && (
          <Button type="button" $variant="plain" onClick={() => onChange({ coverUrl: '' })}>
            {t('editor.coverRemove')}
          </Button>
        )}
        <HiddenFileInput
          inputRef={coverFile}
          accept={acceptOf('image')}
          testId="news-cover-file"
          onFile={(file) => void chooseCover(file)}
        />
      </Cover>
      <Label>{t('editor.bodyLabel')}</Label>
      <RichTextEditor
        label={t('editor.bodyLabel')}
        value={draft.content}
        onChange={(content) => onChange({ content })}
        uploadImage={(file) => upload('image', file)}
      />
    </>
  );
}
