import type { EditorialProductLog } from '../../../shared/calls/console-products';
import { trimmedEntries } from './entries-draft';

/** What the update-log form holds: the changes one line each, as rows of the entries field. */
export interface ProductLogDraft {
  productId: string;
  versionName: string;
  changes: { text: string }[];
  tenants: string[];
}

export const emptyProductLog = (tenants: string[]): ProductLogDraft => ({
  productId: '',
  versionName: '',
  changes: [{ text: '' }],
  tenants,
});

export const productLogDraftOf = (item: EditorialProductLog): ProductLogDraft => ({
  productId: String(item.productId),
  versionName: item.versionName,
  changes: item.changes.map((text) => ({ text })),
  tenants: item.tenants,
});

const changesOf = (draft: ProductLogDraft) => trimmedEntries(draft.changes, ['text']).map((change) => change.text);

/** The draft as the calls take it: the changes that are not empty. */
export const productLogFieldsOf = (draft: ProductLogDraft) => ({
  productId: Number(draft.productId),
  versionName: draft.versionName.trim(),
  changes: changesOf(draft),
  tenants: draft.tenants,
});

export const checkProductLog = (draft: ProductLogDraft) => ({
  productId: draft.productId ? undefined : 'productLog.productRequired',
  versionName: draft.versionName.trim() ? undefined : 'productLog.versionRequired',
  changes: changesOf(draft).length ? undefined : 'productLog.changesRequired',
});

export const PRODUCT_LOG_FIELD_LABELS: Record<string, string> = {
  productId: 'productLog.product',
  versionName: 'productLog.versionName',
  changes: 'productLog.changes',
  tenants: 'editor.tenantsLabel',
};
