import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConsoleTenant } from '../../../shared/calls/console';
import type { MediaFile, MediaKind } from '../../../shared/calls/media';
import { Button } from '../../lib/ui/button';
import { CheckGroup } from '../../lib/ui/check-group';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { mobile } from '../../lib/ui/media';
import type { Upload } from './console-kind';
import { HiddenFileInput } from './hidden-file-input';
import { RichTextEditor } from './rich-text-editor';
import { acceptOf, altFromName } from './upload-media';

// Fields every kind's form may have: owning tenants, an uploaded picture or file, a rich-text body.

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  /* Two fields side by side leave a phone too little of each. */
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Label = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 4px;
`;

/** A field's refusal shown below it (for fields without an error of their own, such as a select). */
export const FieldError = styled.p`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
  margin: -8px 0 14px;
`;

const Attached = styled.div`
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

/** The item's title, every kind's first field. */
export function TitleField({
  name,
  value,
  error,
  onChange,
}: {
  /** The kind's name, its test ids' prefix. */
  name: string;
  value: string;
  error?: string;
  onChange: (title: string) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <TextField
      label={t('editor.titleLabel')}
      value={value}
      maxLength={200}
      error={error}
      onChange={onChange}
      data-testid={`${name}-title`}
    />
  );
}

/** A category chosen from its tree's options (a first one asks to choose), its refusal said in red under it. */
export function CategoryField({
  name,
  label,
  choose,
  value,
  options,
  error,
  onChange,
}: {
  /** The kind's name, its test ids' prefix. */
  name: string;
  label: string;
  /** The text of the empty first option. */
  choose: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  onChange: (categoryId: string) => void;
}) {
  return (
    <div>
      <SelectField
        label={label}
        value={value}
        options={[{ value: '', label: choose }, ...options]}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        data-testid={`${name}-category`}
      />
      {error && <FieldError role="alert">{error}</FieldError>}
    </div>
  );
}

export function TenantsField({
  name,
  tenants,
  chosen,
  onChange,
}: {
  name: string;
  tenants: readonly ConsoleTenant[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <CheckGroup
        legend={t('editor.tenantsLabel')}
        options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.title }))}
        chosen={chosen}
        onChange={onChange}
        testId={`${name}-tenants`}
      />
      <Label>{t('editor.tenantsHint')}</Label>
    </>
  );
}

/**
 * An uploaded file of one kind: a cover picture shown as such, another file by its name and a link. Choosing
 * uploads at once; the field holds the stored file's address.
 */
export function UploadField({
  testId,
  kind,
  label,
  url,
  fileName,
  upload,
  onChange,
  removable = true,
}: {
  testId: string;
  kind: Extract<MediaKind, 'image' | 'pdf' | 'file'>;
  label: string;
  url: string;
  /** The uploaded file's own name, when known. */
  fileName?: string | null;
  upload: Upload;
  onChange: (file: MediaFile | null) => void;
  /** Whether the file may be taken away (a download's can only be replaced). */
  removable?: boolean;
}) {
  const { t } = useTranslation('console');
  const input = useRef<HTMLInputElement>(null);
  const choose = async (file: File) => {
    const stored = await upload(kind, file);
    if (stored) onChange(stored);
  };
  return (
    <>
      <Label>{label}</Label>
      <Attached>
        {url &&
          (kind === 'image' ? (
            <img src={url} alt={t('editor.coverAlt')} data-testid={testId} />
          ) : (
            <a href={url} target="_blank" rel="noreferrer" data-testid={testId}>
              {fileName || t('editor.fileAttached')}
            </a>
          ))}
        <Button type="button" $variant="plain" onClick={() => input.current?.click()} data-testid={`${testId}-upload`}>
          {t(url ? 'editor.fileReplace' : 'editor.fileUpload')}
        </Button>
        {url && removable && (
          <Button type="button" $variant="plain" onClick={() => onChange(null)}>
            {t('editor.fileRemove')}
          </Button>
        )}
        <HiddenFileInput inputRef={input} accept={acceptOf(kind)} testId={`${testId}-file`} onFile={(file) => void choose(file)} />
      </Attached>
    </>
  );
}

/** The body, with pictures uploaded as they are inserted. */
export function BodyField({
  value,
  onChange,
  upload,
  label,
}: {
  value: string;
  onChange: (content: string) => void;
  upload: Upload;
  /** The field's name, when not the body's. */
  label?: string;
}) {
  const { t } = useTranslation('console');
  const name = label ?? t('editor.bodyLabel');
  const uploadImage = async (file: File) => {
    const stored = await upload('image', file);
    return stored && { src: stored.url, alt: altFromName(file.name) };
  };
  return (
    <>
      <Label>{name}</Label>
      <RichTextEditor label={name} value={value} onChange={onChange} uploadImage={uploadImage} />
    </>
  );
}
