import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { PreviewTicket } from './content-fields';
import { defineCalls, newsPub } from './define-call';
import {
  ArrayOf,
  Body,
  DateTime,
  Enum,
  Id,
  IdName,
  Integer,
  MaybeBody,
  Model,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// Products and solutions (SPEC §1 offers, §2 product, productDetail, productLog, solution,
// solutionDetail): the catalogue, a product with its features, screens and editions, the update log, and
// solutions by industry with their customer cases. All public.

/** Catalogue groups, in display order. */
export const PRODUCT_CATEGORIES = ['PLATFORM', 'MANAGEMENT', 'DIGITAL', 'MOBILE'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Solution industries: SPEC §9 project types, GOV being municipal works. */
export const SOLUTION_INDUSTRIES = ['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER'] as const;
export type SolutionIndustry = (typeof SOLUTION_INDUSTRIES)[number];

/** The SVG mock-ups a product screen can be drawn as. */
export const SCREEN_KINDS = ['table', 'chart', 'list', 'map', 'mobile', 'flow'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

const CategoryField = () => Enum(PRODUCT_CATEGORIES, { type: 'string' });
const IndustryField = () => Enum(SOLUTION_INDUSTRIES, { type: 'string' });

/** A titled paragraph: a feature, a pain point, a step of an approach. */
export const TitledText = Model({ title: StringType(), text: StringType() });
export type TitledText = Static<typeof TitledText>;

const productFields = {
  id: Integer(),
  name: StringType(),
  category: CategoryField(),
  slogan: StringType(),
  summary: StringType(),
  /** The first screen's mock-up, for the catalogue card. */
  cover: Enum(SCREEN_KINDS, { type: 'string' }),
};
export const ProductItem = Model(productFields);
export type ProductItem = Static<typeof ProductItem>;

export const ProductScreen = Model({ kind: Enum(SCREEN_KINDS, { type: 'string' }), caption: StringType() });
export type ProductScreen = Static<typeof ProductScreen>;

export const ProductEdition = Model({ name: StringType(), price: StringType(), note: StringType() });
export type ProductEdition = Static<typeof ProductEdition>;

const solutionFields = { id: Integer(), industry: IndustryField(), title: StringType(), summary: StringType() };
export const SolutionItem = Model(solutionFields);
export type SolutionItem = Static<typeof SolutionItem>;

/** A product: features, screens, editions and the solutions built on it. */
export const ProductDetail = Model({
  ...productFields,
  features: ArrayOf(TitledText),
  screens: ArrayOf(ProductScreen),
  editions: ArrayOf(ProductEdition),
  solutions: ArrayOf(SolutionItem),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** One release of a product. */
export const ProductLogEntry = Model({
  id: Integer(),
  product: IdName(),
  version: StringType(),
  /** Plain-text lines. */
  changes: ArrayOf(StringType()),
  releaseTime: DateTime(),
});
export type ProductLogEntry = Static<typeof ProductLogEntry>;

export const SolutionCase = Model({
  project: StringType(),
  customer: StringType(),
  text: StringType(),
  figures: ArrayOf(Model({ label: StringType(), value: StringType() })),
});
export type SolutionCase = Static<typeof SolutionCase>;

/** A solution: pains, approach, the products it uses and customer cases. */
export const SolutionDetail = Model({
  ...solutionFields,
  pains: ArrayOf(TitledText),
  approach: ArrayOf(TitledText),
  products: ArrayOf(IdName()),
  cases: ArrayOf(SolutionCase),
});
export type SolutionDetail = Static<typeof SolutionDetail>;

/** An item by id; `preview`: a console preview link's ticket, which shows the item published or not. */
const idBody = Body({ id: Id(), preview: PreviewTicket() });

export const productCalls = defineCalls('product', {
  /** The catalogue: products of a category or of all, in catalogue order (category, then rank). */
  listPaged: {
    ...newsPub('product/listPaged'),
    body: MaybeBody({ category: Optional(CategoryField()), ...Paging }),
    reply: Reply({ list: ArrayOf(ProductItem), total: Integer() }),
  },
  /** One product; an unknown id is 40400. */
  get: { ...newsPub('product/get'), body: idBody, reply: Reply({ model: ProductDetail }) },
  /** The update log, newest release first, of one product or of all; an unknown product is 40400. */
  logPaged: {
    ...newsPub('product/logPaged'),
    body: MaybeBody({ productId: Optional(Id()), ...Paging }),
    reply: Reply({ list: ArrayOf(ProductLogEntry), total: Integer() }),
  },
});

export const solutionCalls = defineCalls('solution', {
  /** Solutions of an industry or of all, in industry order; `industries` counts every industry's solutions. */
  listPaged: {
    ...newsPub('solution/listPaged'),
    body: MaybeBody({ industry: Optional(IndustryField()), ...Paging }),
    reply: Reply({
      list: ArrayOf(SolutionItem),
      total: Integer(),
      industries: ArrayOf(Model({ industry: IndustryField(), count: Integer() })),
    }),
  },
  /** One solution; an unknown id is 40400. */
  get: { ...newsPub('solution/get'), body: idBody, reply: Reply({ model: SolutionDetail }) },
});

/** The product and solution calls' refusals (their msg: locales/zh-cn/server.json). */
export const productRefusals = defineRefusals('', {
  productNotFound: { code: E.notFound },
  solutionNotFound: { code: E.notFound },
});
