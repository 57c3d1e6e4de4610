import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, Title } from './editorial';
import { PRODUCT_CATEGORIES, SCREEN_KINDS, SOLUTION_INDUSTRIES } from './product';
import { ArrayOf, Enum, Id, Integer, Model, MultiLineText, Optional, StringType, type Static } from './schema';

// The console's products, solutions and update log (the pages of shared/calls/product.ts). Every text is plain:
// the pages render it as text. Lists are bounded, and an entry's fields are required, so that no empty card shows.

/** A product's or solution's stable name (seed data and content packs key them by it): set once, at creation. */
export const OFFERING_CODE = '^[a-z0-9-]{2,40}$';
const Code = () => StringType({ pattern: OFFERING_CODE });
/** Places in its group's order, smallest first. */
const Sort = () => Integer({ minimum: 0, maximum: 9999 });
const Line = (maxLength: number) => StringType({ minLength: 1, maxLength });
const Text = (maxLength: number) => MultiLineText({ minLength: 1, maxLength });
const Category = () => Enum(PRODUCT_CATEGORIES, { type: 'string' });
const Industry = () => Enum(SOLUTION_INDUSTRIES, { type: 'string' });

/** The longest of each list the pages draw. */
export const ENTRY_LIMITS = {
  features: 12,
  screens: 6,
  editions: 6,
  pains: 8,
  approach: 8,
  products: 12,
  cases: 6,
  figures: 6,
  changes: 30,
} as const;

/** A feature, a pain point, a step of an approach. */
export const TitledTextInput = Model({ title: Line(40), text: Text(300) });
export const ScreenInput = Model({ kind: Enum(SCREEN_KINDS, { type: 'string' }), caption: Line(100) });
export const EditionInput = Model({ name: Line(40), price: Line(60), note: Text(200) });
export const FigureInput = Model({ label: Line(30), value: Line(40) });
export const CaseInput = Model({
  project: Line(100),
  customer: Line(100),
  text: Text(500),
  figures: ArrayOf(FigureInput, { maxItems: ENTRY_LIMITS.figures }),
});

const titled = (maxItems: number) => ArrayOf(TitledTextInput, { maxItems });

const productEditable = {
  name: Optional(Line(60)),
  category: Optional(Category()),
  slogan: Optional(StringType({ maxLength: 100 })),
  summary: Optional(MultiLineText({ maxLength: 500 })),
  features: Optional(titled(ENTRY_LIMITS.features)),
  screens: Optional(ArrayOf(ScreenInput, { maxItems: ENTRY_LIMITS.screens })),
  editions: Optional(ArrayOf(EditionInput, { maxItems: ENTRY_LIMITS.editions })),
  sort: Optional(Sort()),
  ...editableTenants,
};

export const EditorialProduct = Model({
  ...editorialState,
  code: StringType(),
  name: StringType(),
  category: Category(),
  slogan: StringType(),
  summary: StringType(),
  features: ArrayOf(TitledTextInput),
  screens: ArrayOf(ScreenInput),
  editions: ArrayOf(EditionInput),
  sort: Integer(),
});
export type EditorialProduct = Static<typeof EditorialProduct>;

export const productConsoleCalls = defineCalls(
  'consoleProduct',
  editorialSpecs('product', {
    body: {
      editable: productEditable,
      // The code only here: an update cannot change it.
      required: { code: Code(), name: Line(60), category: Category() },
      filters: { category: Optional(Category()) },
    },
    reply: EditorialProduct,
  }),
);

const solutionEditable = {
  title: Optional(Title()),
  industry: Optional(Industry()),
  summary: Optional(MultiLineText({ maxLength: 500 })),
  pains: Optional(titled(ENTRY_LIMITS.pains)),
  approach: Optional(titled(ENTRY_LIMITS.approach)),
  /** Ids of existing products, in the order the page lists them. */
  productIds: Optional(ArrayOf(Id(), { maxItems: ENTRY_LIMITS.products, uniqueItems: true })),
  cases: Optional(ArrayOf(CaseInput, { maxItems: ENTRY_LIMITS.cases })),
  sort: Optional(Sort()),
  ...editableTenants,
};

export const EditorialSolution = Model({
  ...editorialState,
  code: StringType(),
  title: StringType(),
  industry: Industry(),
  summary: StringType(),
  pains: ArrayOf(TitledTextInput),
  approach: ArrayOf(TitledTextInput),
  productIds: ArrayOf(Integer()),
  cases: ArrayOf(CaseInput),
  sort: Integer(),
});
export type EditorialSolution = Static<typeof EditorialSolution>;

export const solutionConsoleCalls = defineCalls(
  'consoleSolution',
  editorialSpecs('solution', {
    body: {
      editable: solutionEditable,
      required: { code: Code(), title: Title(), industry: Industry() },
      filters: { industry: Optional(Industry()) },
    },
    reply: EditorialSolution,
  }),
);

/** A release's version as the update log shows it (V1.6.2, 2026.3): unique per product. */
const VersionName = () => Line(40);

const logEditable = {
  productId: Optional(Id()),
  versionName: Optional(VersionName()),
  /** What changed, one plain-text line each. */
  changes: Optional(ArrayOf(Line(300), { minItems: 1, maxItems: ENTRY_LIMITS.changes })),
  ...editableTenants,
};

/** One release of the update log; its release time is the editorial one (set when it is published). */
export const EditorialProductLog = Model({
  ...editorialState,
  productId: Integer(),
  /** The product's name, for the form and the list. */
  productName: StringType(),
  versionName: StringType(),
  changes: ArrayOf(StringType()),
});
export type EditorialProductLog = Static<typeof EditorialProductLog>;

export const productLogConsoleCalls = defineCalls(
  'consoleProductLog',
  editorialSpecs('product-log', {
    body: {
      editable: logEditable,
      required: {
        productId: Id(),
        versionName: VersionName(),
        changes: ArrayOf(Line(300), { minItems: 1, maxItems: ENTRY_LIMITS.changes }),
      },
      filters: { productId: Optional(Id()) },
    },
    reply: EditorialProductLog,
  }),
);
