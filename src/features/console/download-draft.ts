import type { EditorialDownload } from '../../../shared/calls/console-downloads';

/** What the download form holds. */
export interface DownloadDraft {
  title: string;
  dirId: string;
  memo: string;
  /** A new upload's address, or the current one; empty for a seeded download without an upload. */
  fileUrl: string;
  /** The file's name as the download area shows it (the server's to set, from the upload). */
  fileName: string;
  tenants: string[];
}

export const emptyDownload = (tenants: string[]): DownloadDraft => ({
  title: '',
  dirId: '',
  memo: '',
  fileUrl: '',
  fileName: '',
  tenants,
});

export const downloadDraftOf = (item: EditorialDownload): DownloadDraft => ({
  title: item.title,
  dirId: String(item.dirId),
  memo: item.memo,
  fileUrl: item.fileUrl,
  fileName: item.fileName,
  tenants: item.tenants,
});

/** The draft as the calls take it: no file address until one is uploaded (a seeded download keeps its file). */
export const downloadFieldsOf = ({ fileName: _name, fileUrl, ...draft }: DownloadDraft) => ({
  ...draft,
  title: draft.title.trim(),
  dirId: Number(draft.dirId),
  ...(fileUrl && { fileUrl }),
});

export const checkDownload = (draft: DownloadDraft) => ({
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  dirId: draft.dirId ? undefined : 'material.dirRequired',
  fileUrl: draft.fileUrl || draft.fileName ? undefined : 'material.fileRequired',
});

export const DOWNLOAD_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  dirId: 'material.dir',
  memo: 'material.memo',
  fileUrl: 'material.file',
  tenants: 'editor.tenantsLabel',
};
