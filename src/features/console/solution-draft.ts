import type { EditorialSolution } from '../../../shared/calls/console-products';
import { codeError, entriesError, incomplete, sortError, trimmedEntries } from './entries-draft';

type Titled = { title: string; text: string };
type Figure = { label: string; value: string };
export type CaseDraft = { project: string; customer: string; text: string; figures: Figure[] };

/** What the solution form holds. */
export interface SolutionDraft {
  code: string;
  /** Once saved, the code is the solution's for good. */
  codeFixed: boolean;
  title: string;
  industry: string;
  summary: string;
  pains: Titled[];
  approach: Titled[];
  /** The products it is built from, in the order the page lists them (ids as the select holds them). */
  products: { id: string }[];
  cases: CaseDraft[];
  sort: string;
  tenants: string[];
}

export const emptySolution = (tenants: string[]): SolutionDraft => ({
  code: '',
  codeFixed: false,
  title: '',
  industry: '',
  summary: '',
  pains: [],
  approach: [],
  products: [],
  cases: [],
  sort: '0',
  tenants,
});

export const solutionDraftOf = (item: EditorialSolution): SolutionDraft => ({
  code: item.code,
  codeFixed: true,
  title: item.title,
  industry: item.industry,
  summary: item.summary,
  pains: item.pains,
  approach: item.approach,
  products: item.productIds.map((id) => ({ id: String(id) })),
  cases: item.cases,
  sort: String(item.sort),
  tenants: item.tenants,
});

const TITLED = ['title', 'text'] as const;
const CASE = ['project', 'customer', 'text'] as const;
const FIGURE = ['label', 'value'] as const;

const trimmedCase = (item: CaseDraft): CaseDraft => ({
  project: item.project.trim(),
  customer: item.customer.trim(),
  text: item.text.trim(),
  figures: trimmedEntries(item.figures, FIGURE),
});

/** The cases with their fields trimmed, those left wholly empty (figures too) dropped. */
const trimmedCases = (cases: readonly CaseDraft[]) =>
  cases.map(trimmedCase).filter((item) => item.figures.length || CASE.some((key) => item[key]));

const productIdsOf = (products: SolutionDraft['products']) => products.filter((product) => product.id).map((product) => Number(product.id));

/** The draft as the calls take it: the code only until it is fixed, empty rows left out. */
export const solutionFieldsOf = ({ code, codeFixed, products, ...draft }: SolutionDraft) => ({
  ...draft,
  ...(!codeFixed && { code: code.trim() }),
  title: draft.title.trim(),
  summary: draft.summary.trim(),
  pains: trimmedEntries(draft.pains, TITLED),
  approach: trimmedEntries(draft.approach, TITLED),
  productIds: productIdsOf(products),
  cases: trimmedCases(draft.cases),
  sort: Number(draft.sort),
});

const casesError = (cases: readonly CaseDraft[]) =>
  trimmedCases(cases).some((item) => CASE.some((key) => !item[key])) || cases.some((item) => incomplete(item.figures, FIGURE))
    ? 'entries.incomplete'
    : undefined;

export const checkSolution = (draft: SolutionDraft) => {
  const ids = productIdsOf(draft.products);
  return {
    code: codeError(draft.code, draft.codeFixed),
    title: draft.title.trim() ? undefined : 'editor.titleRequired',
    industry: draft.industry ? undefined : 'solution.industryRequired',
    pains: entriesError(draft.pains, TITLED),
    approach: entriesError(draft.approach, TITLED),
    products: new Set(ids).size === ids.length ? undefined : 'solution.productTwice',
    cases: casesError(draft.cases),
    sort: sortError(draft.sort),
  };
};

export const SOLUTION_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  industry: 'solution.industry',
  summary: 'solution.summary',
  pains: 'solution.pains',
  approach: 'solution.approach',
  productIds: 'solution.products',
  cases: 'solution.cases',
  sort: 'product.sort',
  tenants: 'editor.tenantsLabel',
};
