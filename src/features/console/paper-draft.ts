import type { EditorialPaper } from '../../../shared/calls/console-papers';

/** What the paper form holds: authors and keywords as the text an editor types (comma- or 、-separated). */
export interface PaperDraft {
  title: string;
  authors: string;
  organisation: string;
  journal: string;
  keywords: string;
  categoryId: string;
  projectType: string;
  abstract: string;
  content: string;
  pdfUrl: string;
  pdfName: string | null;
  tenants: string[];
}

/** Limits of the calls (shared/calls/console-papers.ts): so many names, each so long. */
export const AUTHOR_LIMITS = { items: 30, length: 60 };
export const KEYWORD_LIMITS = { items: 20, length: 40 };

/** A list as the form shows it. */
const joined = (names: readonly string[]) => names.join('、');

/** The names of a typed list: split at commas, 、 and semicolons (half or full width), trimmed, blanks dropped. */
export const namesOf = (text: string): string[] =>
  text
    .split(/[,，、;；]/)
    .map((name) => name.trim())
    .filter(Boolean);

const fits = (text: string, limits: { items: number; length: number }) => {
  const names = namesOf(text);
  return names.length <= limits.items && names.every((name) => name.length <= limits.length);
};

export const emptyPaper = (tenants: string[]): PaperDraft => ({
  title: '',
  authors: '',
  organisation: '',
  journal: '',
  keywords: '',
  categoryId: '',
  projectType: 'COMMON',
  abstract: '',
  content: '',
  pdfUrl: '',
  pdfName: null,
  tenants,
});

export const paperDraftOf = (item: EditorialPaper): PaperDraft => ({
  title: item.title,
  authors: joined(item.authors),
  organisation: item.organisation,
  journal: item.journal,
  keywords: joined(item.keywords),
  categoryId: String(item.categoryId),
  projectType: item.projectType,
  abstract: item.abstract,
  content: item.content,
  pdfUrl: item.pdfUrl,
  pdfName: item.pdfName,
  tenants: item.tenants,
});

/** The draft as the calls take it (the PDF's name is the server's to know). */
export const paperFieldsOf = ({ pdfName: _name, ...draft }: PaperDraft) => ({
  ...draft,
  title: draft.title.trim(),
  authors: namesOf(draft.authors),
  organisation: draft.organisation.trim(),
  journal: draft.journal.trim(),
  keywords: namesOf(draft.keywords),
  categoryId: Number(draft.categoryId),
});

export const checkPaper = (draft: PaperDraft) => ({
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  categoryId: draft.categoryId ? undefined : 'paper.categoryRequired',
  authors: fits(draft.authors, AUTHOR_LIMITS) ? undefined : 'paper.authorsTooLong',
  keywords: fits(draft.keywords, KEYWORD_LIMITS) ? undefined : 'paper.keywordsTooLong',
});

export const PAPER_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  authors: 'paper.authors',
  organisation: 'paper.organisation',
  journal: 'paper.journal',
  keywords: 'paper.keywords',
  categoryId: 'paper.category',
  projectType: 'paper.projectType',
  abstract: 'paper.abstract',
  content: 'editor.bodyLabel',
  pdfUrl: 'paper.pdf',
  tenants: 'editor.tenantsLabel',
};
