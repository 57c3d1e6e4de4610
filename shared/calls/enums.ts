// Enumerations of SPEC §9, defined once: the call schemas, the services and the pages all read these.

/** Project types; ALL is only a filter value meaning "no filter". */
export const PROJECT_TYPES = ['ALL', 'COMMON', 'NON', 'ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'WATER', 'GOV'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Time filters in days: all time (0), the last 3 days, week, month, 3 months and year. */
export const TIME_FILTER_DAYS = [0, 3, 7, 30, 90, 365] as const;
export type TimeFilterDays = (typeof TIME_FILTER_DAYS)[number];

/** Content kinds of the news columns: news and knowledge. */
export const CONTENT_KINDS = ['NEWS', 'KNOW'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Content type labels. */
export const CONTENT_TYPES = ['standard', 'policy', 'paper', 'course', 'material', 'news', 'tender'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The content types that the library holds. */
export const LIBRARY_TYPES = ['standard', 'policy', 'paper'] as const satisfies readonly ContentType[];
export type LibraryType = (typeof LIBRARY_TYPES)[number];

/** What a reader's history records. */
export const READABLE_TYPES = ['news', ...LIBRARY_TYPES] as const satisfies readonly ContentType[];
export type ReadableType = (typeof READABLE_TYPES)[number];

/** What /search groups by, in display order. */
export const SEARCH_TYPES = ['news', 'standard', 'policy', 'paper', 'tender'] as const satisfies readonly ContentType[];
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest keyword of the information search box and of /search (SPEC §5/§9). */
export const KEYWORD_MAX = 30;

/** QR-code login statuses (SPEC §4). */
export const QR_STATUSES = ['WAITING', 'SCANED', 'LOGINED', 'TIMEOUT'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];
