import type { EditorialStandard } from '../../../shared/calls/console-standards';

/** What the standard form holds. */
export interface StandardDraft {
  number: string;
  title: string;
  categoryId: string;
  projectType: string;
  issuer: string;
  status: string;
  summary: string;
  content: string;
  pdfUrl: string;
  pdfName: string | null;
  tenants: string[];
}

export const emptyStandard = (tenants: string[]): StandardDraft => ({
  number: '',
  title: '',
  categoryId: '',
  projectType: 'COMMON',
  issuer: '',
  status: '',
  summary: '',
  content: '',
  pdfUrl: '',
  pdfName: null,
  tenants,
});

export const standardDraftOf = (item: EditorialStandard): StandardDraft => ({
  number: item.number,
  title: item.title,
  categoryId: String(item.categoryId),
  projectType: item.projectType,
  issuer: item.issuer,
  status: item.status,
  summary: item.summary,
  content: item.content,
  pdfUrl: item.pdfUrl,
  pdfName: item.pdfName,
  tenants: item.tenants,
});

/** The draft as the calls take it (the PDF's name is the server's to know). */
export const standardFieldsOf = ({ pdfName: _name, ...draft }: StandardDraft) => ({
  ...draft,
  number: draft.number.trim(),
  title: draft.title.trim(),
  categoryId: Number(draft.categoryId),
});

export const checkStandard = (draft: StandardDraft) => ({
  number: draft.number.trim() ? undefined : 'standard.numberRequired',
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  categoryId: draft.categoryId ? undefined : 'standard.categoryRequired',
});

export const STANDARD_FIELD_LABELS: Record<string, string> = {
  number: 'standard.number',
  title: 'editor.titleLabel',
  categoryId: 'standard.category',
  projectType: 'standard.projectType',
  issuer: 'standard.issuer',
  status: 'standard.status',
  summary: 'editor.memoLabel',
  content: 'editor.bodyLabel',
  pdfUrl: 'standard.pdf',
  tenants: 'editor.tenantsLabel',
};
