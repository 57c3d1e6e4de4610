import type { EditorialPolicy } from '../../../shared/calls/console-policies';

/** What the policy form holds. */
export interface PolicyDraft {
  title: string;
  docNumber: string;
  issuer: string;
  categoryId: string;
  projectType: string;
  region: string;
  summary: string;
  content: string;
  pdfUrl: string;
  pdfName: string | null;
  tenants: string[];
}

export const emptyPolicy = (tenants: string[]): PolicyDraft => ({
  title: '',
  docNumber: '',
  issuer: '',
  categoryId: '',
  projectType: 'COMMON',
  region: '',
  summary: '',
  content: '',
  pdfUrl: '',
  pdfName: null,
  tenants,
});

export const policyDraftOf = (item: EditorialPolicy): PolicyDraft => ({
  title: item.title,
  docNumber: item.docNumber,
  issuer: item.issuer,
  categoryId: String(item.categoryId),
  projectType: item.projectType,
  region: item.region,
  summary: item.summary,
  content: item.content,
  pdfUrl: item.pdfUrl,
  pdfName: item.pdfName,
  tenants: item.tenants,
});

/** The draft as the calls take it (the PDF's name is the server's to know). */
export const policyFieldsOf = ({ pdfName: _name, ...draft }: PolicyDraft) => ({
  ...draft,
  title: draft.title.trim(),
  docNumber: draft.docNumber.trim(),
  issuer: draft.issuer.trim(),
  region: draft.region.trim(),
  categoryId: Number(draft.categoryId),
});

export const checkPolicy = (draft: PolicyDraft) => ({
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  categoryId: draft.categoryId ? undefined : 'policy.categoryRequired',
});

export const POLICY_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  docNumber: 'policy.docNumber',
  issuer: 'policy.issuer',
  categoryId: 'policy.category',
  projectType: 'policy.projectType',
  region: 'policy.region',
  summary: 'editor.memoLabel',
  content: 'editor.bodyLabel',
  pdfUrl: 'policy.pdf',
  tenants: 'editor.tenantsLabel',
};
