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

/** What /search groups by, in display order: content types (courses among them), products with solutions, and help articles. */
export const SEARCH_TYPES = ['news', 'standard', 'policy', 'paper', 'tender', 'course', 'product', 'help'] as const satisfies readonly (
  | ContentType
  | 'product'
  | 'help'
)[];
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest keyword of the information search box and of /search (SPEC §5/§9). */
export const KEYWORD_MAX = 30;

/** QR-code login statuses (SPEC §4). */
export const QR_STATUSES = ['WAITING', 'SCANED', 'LOGINED', 'TIMEOUT'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** Trade categories of tenders (SPEC §9), in its order. */
export const TRADE_CATEGORIES = [
  'OTHER',
  'ENGINEERING',
  'GOV_PURCHASE',
  'LAND_USE',
  'MINING',
  'STATE_PROPERTY',
  'CARBON',
  'POLLUTANT',
  'DRUG',
  'VACCINE',
  'FOREST',
] as const;
export type TradeCategory = (typeof TRADE_CATEGORIES)[number];

/** Tender engineering types (SPEC §9): the stages of one project, by their codes. */
export const TENDER_STAGES = { ANNOUNCEMENT: '0100', BID_OPENING_RECORD: '0102', TRADING_RESULTS: '0104', CLARIFIES: '0105' } as const;
export type TenderStageName = keyof typeof TENDER_STAGES;
/** The codes in the order a project goes through them: announcement, clarification, bid opening, result. */
export const TENDER_STAGE_CODES = ['0100', '0105', '0102', '0104'] as const;
export type TenderStage = (typeof TENDER_STAGE_CODES)[number];

/** Project-party categories (SPEC §6); ALL is only a filter value. */
export const PARTY_TYPES = ['ALL', 'COMMON', 'YZ', 'SG', 'JL', 'ZX', 'JG'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** Orders of a logged-in user's tender list; newest is the SPEC §9 sort key and the default. */
/** Newest first, amount high to low or low to high (no amount last), upcoming deadline soonest first. */
export const TENDER_SORTS = ['newest', 'amount', 'amountAsc', 'deadline'] as const;
export type TenderSort = (typeof TENDER_SORTS)[number];
/** A tender list's export: a spreadsheet or plain CSV. */
export const TENDER_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TenderExportFormat = (typeof TENDER_EXPORT_FORMATS)[number];
/** The most rows an export holds (stated in the file and beside the button). */
export const TENDER_EXPORT_MAX = 10_000;
/** Exports a user may make in an hour. */
export const TENDER_EXPORTS_PER_HOUR = 10;

/** A user's subscriptions, at most; each filter list of one at most SUBSCRIPTION_LIST_MAX values. */
export const SUBSCRIPTIONS_MAX = 10;
/** How many days before a deadline a subscription's reminder may come. */
export const REMIND_DAYS_MIN = 1;
export const REMIND_DAYS_MAX = 30;
export const SUBSCRIPTION_LIST_MAX = 10;
/**
 * Tender lists count their matches up to this many (as site search does): beyond it a list says so
 * (`capped`) and its pages end there, so that a filter matching most of 200,000 tenders still answers fast.
 */
export const TENDER_TOTAL_CAP = 10_000;
/** A user's own organisation names (userOrgName), at most. */
export const ORG_NAMES_MAX = 5;
