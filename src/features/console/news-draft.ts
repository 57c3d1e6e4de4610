import type { EditorialNews } from '../../../shared/calls/console-news';

/** What the editor form holds: the editable fields, as the form shows them. */
export interface NewsDraft {
  title: string;
  dirId: string;
  memo: string;
  source: string;
  authorName: string;
  coverUrl: string;
  content: string;
  tenants: string[];
}

export const emptyDraft = (tenants: string[]): NewsDraft => ({
  title: '',
  dirId: '',
  memo: '',
  source: '',
  authorName: '',
  coverUrl: '',
  content: '',
  tenants,
});

export const draftOf = (news: EditorialNews): NewsDraft => ({
  title: news.title,
  dirId: String(news.dirId),
  memo: news.memo,
  source: news.source,
  authorName: news.authorName,
  coverUrl: news.coverUrl,
  content: news.content,
  tenants: news.tenants,
});

/** The draft as the create and update calls take it. */
export const fieldsOf = (draft: NewsDraft) => ({ ...draft, title: draft.title.trim(), dirId: Number(draft.dirId) });

/** Why the draft cannot be saved, by field. */
export const checkDraft = (draft: NewsDraft) => ({
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  dirId: draft.dirId ? undefined : 'editor.columnRequired',
});

/** The form's label key of a field the server names (a conflict's changed fields). */
export const FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  dirId: 'editor.columnLabel',
  memo: 'editor.memoLabel',
  source: 'editor.sourceLabel',
  authorName: 'editor.authorLabel',
  coverUrl: 'editor.coverLabel',
  content: 'editor.bodyLabel',
  tenants: 'editor.tenantsLabel',
};
