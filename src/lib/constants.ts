/** SPEC §9 business constants used by the portal. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** An upload (up to 500 MB of video on a slow line) may take this long. */
export const UPLOAD_TIMEOUT_MS = 30 * 60_000;
export const CACHE_LIFETIME_MS = 180_000;
/** A loading indicator waits this long, so fast answers do not flicker. */
export const FETCH_DELAY_MS = 200;
export const BADGE_MAX = 99;
export const SCROLL_TOP_THRESHOLD = 200;
export const NEWS_MENU_PER_COLUMN = 5;
export const NEWS_MENU_COLUMNS = 2;
export const FOOTER_TOPICS_MAX = 9;
export const INFORMATION_SEARCH_MAX = 30;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const TOAST_DURATION_MS = 3_000;
