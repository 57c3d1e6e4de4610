import type { TenantManifest } from '../../../shared/tenant-types';
import pravicy from './documents/pravicy.json';
import service from './documents/service.json';

/** A legal document as its data file holds it: dated, with sections of paragraphs, lists and tables. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  table?: { head: string[]; rows: string[][] };
  /** Paragraphs after the list or table. */
  notes?: string[];
}

export interface LegalDocument {
  /** The version date, YYYY-MM-DD. */
  version: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalName = 'service' | 'pravicy';

/** The documents by the route that shows them; the text lives in ./documents (content, not UI strings). */
export const LEGAL_DOCUMENTS: Record<LegalName, LegalDocument> = { service, pravicy };

export const isLegalName = (name: string): name is LegalName => name in LEGAL_DOCUMENTS;

/** The tenant's own title, hotline, mailbox and address in place of `{{title}}`, `{{hotline}}`… */
export function fillTenant(text: string, tenant: Pick<TenantManifest, 'title' | 'hotline' | 'mailbox' | 'address'>): string {
  return text.replace(/\{\{(title|hotline|mailbox|address)\}\}/g, (_, key: 'title' | 'hotline' | 'mailbox' | 'address') => tenant[key]);
}
