import type { Envelope } from './api-contract';

// Site search across the information hub (SPEC §5, issue 4): POST /api/news/pub/search (and /api/ai/pub/search).

/** SPEC §9 content type labels that /search groups by, in display order. */
export const SEARCH_TYPES = ['news', 'standard', 'policy', 'paper', 'tender'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchRequest {
  /** Trimmed by the server; 1..30 characters after trimming (40001 otherwise). */
  keyword: string;
  /** Only this group, paged; without it every group answers its first page. */
  type?: SearchType;
  page?: number;
  /** 1..50; defaults to 5 for all groups and 10 for one group. */
  pageSize?: number;
}

/** One hit: plain text only (never HTML), ranked by relevance. */
export interface SearchHit {
  id: number;
  title: string;
  /** Plain-text excerpt of the body around the first match, at most about 120 characters. */
  snippet: string;
  releaseTime: string;
}

export interface SearchGroup {
  type: SearchType;
  /** Hits of this type, counted up to a cap (10,000 on the API host). */
  total: number;
  /** More hits than `total` exist: show "10000+"; pages end at the cap. */
  capped: boolean;
  list: SearchHit[];
}

export interface SearchResponse extends Envelope {
  /** Every type of SEARCH_TYPES (or just the requested one), in that order, empty groups included. */
  groups: SearchGroup[];
  /** The words the keyword was segmented into; the client highlights these in titles and snippets. */
  terms: string[];
}
