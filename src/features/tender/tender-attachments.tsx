import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { callUrl } from '../../../shared/calls/define-call';
import { tenderCalls, type TenderAttachment } from '../../../shared/calls/tender';
import { usePortal } from '../../engine/portal-context';
import { formatSize } from '../../lib/file-size';

const List = styled.ul`
  margin: 0;
  padding: 0 0 0 1.2em;
  li {
    padding: 4px 0;
    overflow-wrap: anywhere;
  }
  small {
    margin-left: 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  small a {
    color: inherit;
  }
`;

// A link in look: it downloads the file (a link cannot send the reader's session).
const FileLink = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A file the attachment call serves; the others are links to where they were published. */
const isDownloadable = (file: TenderAttachment) => file.downloadable || !file.originalUrl;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** A logged-in reader's attachments of a tender: each one downloads its file, with its kind and size beside it. */
export function TenderAttachments({ id, attachments, token }: { id: number; attachments: TenderAttachment[]; token: string }) {
  const { t } = useTranslation('tender');
  const { bootstrap, tenant, toasts } = usePortal();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (file: TenderAttachment) => {
    setBusy(file.index);
    const url = `${bootstrap.apiBase}${callUrl(tenderCalls.attachment)}`;
    const type = file.contentType.split(';')[0]!;
    // The download helper loads with the first click: most readers never download.
    const { downloadPostedFile } = await import('../../lib/download-file');
    const done = await downloadPostedFile(url, { id, index: file.index }, { token, tenantId: tenant.id }, type, file.name).catch(
      () => false,
    );
    setBusy(null);
    if (!done) toasts.show(t('attachmentFailed'), 'error');
  };
  return (
    <List>
      {attachments.filter(isDownloadable).map((file) => (
        <li key={file.index}>
          <FileLink
            type="button"
            disabled={busy === file.index}
            onClick={() => void download(file)}
            aria-describedby={`tender-attachment-${file.index}`}
            data-testid="tender-attachment"
          >
            {file.name}
          </FileLink>
          <small id={`tender-attachment-${file.index}`}>
            {t('attachmentKind', {
              kind: t(`attachmentKinds.${extensionOf(file.name)}`, { defaultValue: extensionOf(file.name).toUpperCase() }),
              size: formatSize(file.size / 1024),
            })}
          </small>
          {file.originalUrl && (
            <small>
              <a href={file.originalUrl} target="_blank" rel="noopener nofollow noreferrer" data-testid="tender-attachment-source">
                {t('attachmentSource')}
              </a>
            </small>
          )}
        </li>
      ))}
      {attachments
        .filter((file) => !isDownloadable(file))
        .map((file) => (
          // Not fetched (yet, or refused): the document where it was published.
          <li key={file.index}>
            <a
              href={file.originalUrl ?? undefined}
              target="_blank"
              rel="noopener nofollow noreferrer"
              data-testid="tender-attachment-original"
            >
              {file.name}
            </a>
            <small>{t('attachmentAtSource')}</small>
          </li>
        ))}
    </List>
  );
}
