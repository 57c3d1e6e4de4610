import { defineCalls, newsPub } from './define-call';
import { KEYWORD_MAX, SEARCH_TYPES } from './enums';
import { ArrayOf, Body, BooleanType, DateTime, Enum, Integer, Model, Optional, Reply, StringType, type Static } from './schema';

const SearchTypeField = () => Enum(SEARCH_TYPES, { type: 'string' });

/** One hit: plain text only (never HTML), ranked by relevance. */
export const SearchHit = Model({
  id: Integer(),
  title: StringType(),
  /** Plain-text excerpt of the body around the first match, at most about 120 characters. */
  snippet: StringType(),
  releaseTime: DateTime(),
  /** What the hit is within a type that holds several kinds: 'product' or 'solution' in the product type. */
  kind: Optional(StringType()),
});
export type SearchHit = Static<typeof SearchHit>;

/** The hits of one content type. */
export const SearchGroup = Model({
  type: SearchTypeField(),
  /** Hits of this type, counted up to a cap (10,000 on the API host). */
  total: Integer(),
  /** More hits than `total` exist: show "10000+"; pages end at the cap. */
  capped: BooleanType(),
  list: ArrayOf(SearchHit),
});
export type SearchGroup = Static<typeof SearchGroup>;

/** SPEC §5 site search across the information hub. */
export const searchCalls = defineCalls('search', {
  /**
   * Every group of SEARCH_TYPES in order (or only `type`, paged), with the words of the keyword for
   * highlighting. The keyword is trimmed first: blank or longer than KEYWORD_MAX is 40001.
   */
  search: {
    ...newsPub('search'),
    trim: ['keyword'],
    body: Body({
      keyword: StringType({ maxLength: KEYWORD_MAX, minLength: 1 }),
      type: Optional(SearchTypeField()),
      // No defaults: the page size depends on whether one group or all are asked for.
      page: Optional(Integer({ minimum: 1, maximum: 100_000 })),
      pageSize: Optional(Integer({ minimum: 1, maximum: 50 })),
    }),
    reply: Reply({ groups: ArrayOf(SearchGroup), terms: ArrayOf(StringType()) }),
  },
});
