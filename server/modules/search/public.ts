// What the rest of the server may use of this module; everything else in its folder is its own.

export { ensureIndexed, hasCaughtUp, indexPending, SEARCH_SOURCES } from './search-index';
export { keywordQuery, lexemesOf, plainText, snippetOf } from './search-text';
export { kindSizes, search, steer, walkPays } from './search';
