import type { EditorialProduct } from '../../../shared/calls/console-products';
import { codeError, entriesError, sortError, trimmedEntries } from './entries-draft';

/** What the product form holds. */
export interface ProductDraft {
  code: string;
  /** Once saved, the code is the product's for good. */
  codeFixed: boolean;
  name: string;
  category: string;
  slogan: string;
  summary: string;
  features: { title: string; text: string }[];
  screens: { kind: string; caption: string }[];
  editions: { name: string; price: string; note: string }[];
  sort: string;
  tenants: string[];
}

export const emptyProduct = (tenants: string[]): ProductDraft => ({
  code: '',
  codeFixed: false,
  name: '',
  category: '',
  slogan: '',
  summary: '',
  features: [],
  screens: [],
  editions: [],
  sort: '0',
  tenants,
});

export const productDraftOf = (item: EditorialProduct): ProductDraft => ({
  code: item.code,
  codeFixed: true,
  name: item.name,
  category: item.category,
  slogan: item.slogan,
  summary: item.summary,
  features: item.features,
  screens: item.screens,
  editions: item.editions,
  sort: String(item.sort),
  tenants: item.tenants,
});

const FEATURE = ['title', 'text'] as const;
const EDITION = ['name', 'price', 'note'] as const;

/** The draft as the calls take it: the code only until it is fixed, empty rows left out. */
export const productFieldsOf = ({ code, codeFixed, ...draft }: ProductDraft) => ({
  ...draft,
  ...(!codeFixed && { code: code.trim() }),
  name: draft.name.trim(),
  slogan: draft.slogan.trim(),
  summary: draft.summary.trim(),
  features: trimmedEntries(draft.features, FEATURE),
  screens: trimmedEntries(draft.screens, ['caption']),
  editions: trimmedEntries(draft.editions, EDITION),
  sort: Number(draft.sort),
});

export const checkProduct = (draft: ProductDraft) => ({
  code: codeError(draft.code, draft.codeFixed),
  name: draft.name.trim() ? undefined : 'product.nameRequired',
  category: draft.category ? undefined : 'product.categoryRequired',
  features: entriesError(draft.features, FEATURE),
  screens: entriesError(draft.screens, ['caption']),
  editions: entriesError(draft.editions, EDITION),
  sort: sortError(draft.sort),
});

export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  name: 'product.name',
  category: 'product.category',
  slogan: 'product.slogan',
  summary: 'product.summary',
  features: 'product.features',
  screens: 'product.screens',
  editions: 'product.editions',
  sort: 'product.sort',
  tenants: 'editor.tenantsLabel',
};
