// Generated from server/db/migrations by `npm run db:types`; do not edit by hand.
import type { ColumnType } from 'kysely';

/** A column with a default: optional on insert. Unlike Kysely's own, it also wraps a column type such as Timestamp. */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

/** An identity or generated column: read only. */
export type GeneratedAlways<T> = T extends ColumnType<infer S> ? ColumnType<S, never, never> : ColumnType<T, never, never>;

/** PGlite reads a bigint as a number, node-postgres as a string: convert with Number() where it matters. */
export type Int8 = ColumnType<number | string, number | string | bigint, number | string | bigint>;

/** numeric is read as a string on both drivers, so no precision is lost. */
export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Read parsed; written as JSON text (an array parameter would otherwise be sent as a PostgreSQL array). */
export type Json = ColumnType<JsonValue, string, string>;

export interface AccountLockoutsTable {
  account_key: string;
  locked_until: Timestamp;
}

export interface AiConversationsTable {
  id: GeneratedAlways<number>;
  user_id: string;
  tool: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AiMessagesTable {
  id: GeneratedAlways<number>;
  conversation_id: number;
  role: string;
  content: string;
  status: string;
  mode: string | null;
  citations: Generated<Json>;
  spend_entry_id: Int8 | null;
  created_at: Timestamp;
}

export interface AiWritingsTable {
  id: GeneratedAlways<number>;
  user_id: string;
  tool: string;
  title: string;
  field: Generated<string>;
  tender: Json | null;
  sections: Generated<Json>;
  risks: Generated<Json>;
  mode: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: GeneratedAlways<Int8>;
  at: Generated<Timestamp>;
  actor_id: string | null;
  action: string;
  item_type: string;
  item_id: string;
  tenant_ids: Generated<string[]>;
  before: Generated<Json>;
  after: Generated<Json>;
}

export interface BidOrgWinsSentTable {
  user_id: string;
  tender_id: number;
  org_id: number;
  sent_at: Generated<Timestamp>;
}

export interface BidOrgsTable {
  id: Generated<number>;
  name: string;
  party_type: string;
  province_code: string | null;
  normalised_name: GeneratedAlways<string | null>;
  uscc: string | null;
}

export interface BidRemindersSentTable {
  subscription_id: number;
  tender_id: number;
  sent_at: Generated<Timestamp>;
}

export interface BidSubscriptionsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  keywords: Generated<string[]>;
  region_codes: Generated<string[]>;
  project_types: Generated<string[]>;
  trade_categories: Generated<string[]>;
  eng_types: Generated<string[]>;
  amount_min: Int8 | null;
  amount_max: Int8 | null;
  digest: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
  digest_sent_at: Timestamp | null;
  remind_days: number | null;
  new_count: Generated<number>;
  counted_to: Timestamp | null;
}

export interface BookingsTable {
  id: GeneratedAlways<number>;
  tenant_id: string;
  phone: string;
  user_name: string;
  user_identity: string | null;
  position: string | null;
  source_page: string;
  channel: string;
  visitor_id: string | null;
  guest_id: string | null;
  user_id: string | null;
  address_hash: string;
  created_at: Generated<Timestamp>;
}

export interface ChatConversationsTable {
  id: Generated<Int8>;
  tenant_id: string;
  guest_id: string;
  user_id: string | null;
  status: Generated<string>;
  first_page: Generated<string>;
  current_page: Generated<string>;
  guest_read_id: Generated<Int8>;
  operator_read_id: Generated<Int8>;
  last_message_at: Generated<Timestamp>;
  last_message: Generated<string>;
  created_at: Generated<Timestamp>;
  closed_at: Timestamp | null;
  closed_by: string | null;
}

export interface ChatMessagesTable {
  id: Generated<Int8>;
  conversation_id: Int8;
  sender: string;
  operator_id: string | null;
  body: string;
  client_id: string;
  created_at: Generated<Timestamp>;
}

export interface ChatPresenceTable {
  guest_id: string;
  process_id: string;
  sockets: number;
  seen_at: Generated<Timestamp>;
}

export interface ContentCategoriesTable {
  id: number;
  cat_type: string;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
}

export interface ContentPackLoadsTable {
  pack: string;
  fingerprint: string;
  loaded_at: Generated<Timestamp>;
}

export interface ContentRolesTable {
  user_id: string;
  tenant_id: string;
  role: string;
  created_at: Generated<Timestamp>;
}

export interface ContentVersionTable {
  id: Generated<boolean>;
  version: Generated<Int8>;
  changed_at: Generated<Timestamp>;
}

export interface DailyReadsTable {
  visitor_key: string;
  biz_type: string;
  biz_id: number;
  day: Timestamp;
  address: string | null;
}

export interface DigestOutboxTable {
  id: GeneratedAlways<Int8>;
  subscription_id: number | null;
  day: Timestamp;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_token: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  user_id: string | null;
}

export interface DownloadDirsTable {
  id: number;
  parent_id: number | null;
  name: string;
}

export interface DownloadsTable {
  id: number;
  dir_id: number;
  title: string;
  file_name: string;
  file_type: string;
  size_kb: Generated<number>;
  download_count: Generated<number>;
  memo: Generated<string>;
  release_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
  file_key: string | null;
}

export interface GenerationClaimsTable {
  subject_kind: string;
  subject_id: number;
  holder: string;
  user_id: string | null;
  spend_entry_id: Int8 | null;
  claimed_at: Timestamp;
  expires_at: Timestamp;
}

export interface GuestsTable {
  guest_id: Generated<string>;
  tenant_id: string;
  source: string;
  created_at: Generated<Timestamp>;
  token_hash: string | null;
}

export interface HelpArticlesTable {
  id: number;
  category_id: number;
  res_number: string;
  title: string;
  summary: Generated<string>;
  content: string;
  read_count: Generated<number>;
  helpful_count: Generated<number>;
  unhelpful_count: Generated<number>;
  publish_time: Timestamp;
  update_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface HelpCategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  intro: Generated<string>;
  sort: Generated<number>;
}

export interface HelpFeedbackTable {
  article_id: number;
  voter_key: string;
  helpful: boolean;
  address: string;
  created_at: Generated<Timestamp>;
}

export interface HelpSharesTable {
  share_id: string;
  article_id: number;
  created_at: Generated<Timestamp>;
}

export interface IcodeChallengesTable {
  id: Generated<string>;
  answer_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface InvitesTable {
  code: string;
  inviter_user_id: string;
  created_at: Generated<Timestamp>;
}

export interface JobCitiesTable {
  code: string;
  name: string;
}

export interface JobsTable {
  id: number;
  title: string;
  city_code: string;
  department: Generated<string>;
  category: Generated<string>;
  salary: Generated<string>;
  experience: Generated<string>;
  education: Generated<string>;
  headcount: Generated<number>;
  description: string;
  release_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface LoginFailuresTable {
  id: GeneratedAlways<Int8>;
  account_key: string;
  created_at: Generated<Timestamp>;
}

export interface MediaFilesTable {
  id: string;
  key: string;
  kind: string;
  content_type: string;
  size: Int8;
  original_name: string;
  width: number | null;
  height: number | null;
  uploaded_by: string | null;
  created_at: Generated<Timestamp>;
}

export interface MembershipsTable {
  id: Generated<string>;
  user_id: string;
  org_id: string;
  role: Generated<string>;
  created_at: Generated<Timestamp>;
}

export interface NewsTable {
  id: number;
  dir_id: number;
  title: string;
  vice_title: Generated<string>;
  memo: Generated<string>;
  seo_title: Generated<string>;
  seo_keyword: Generated<string>;
  seo_desc: Generated<string>;
  content: string;
  project_type: Generated<string>;
  author_name: Generated<string>;
  creator_id: string | null;
  props: Generated<Json>;
  read_count: Generated<number>;
  praise_count: Generated<number>;
  critic_count: Generated<number>;
  release_time: Timestamp;
  status: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  cover_url: Generated<string>;
  source: Generated<string>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface NewsColumnsTable {
  id: number;
  parent_id: number | null;
  name: string;
  biz_type: string;
  sort: Generated<number>;
}

export interface NewsDocsTable {
  id: Generated<number>;
  news_id: number;
  title: string;
  file_name: string;
}

export interface NewsTagsTable {
  news_id: number;
  tag_id: number;
}

export interface OauthIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: Generated<Timestamp>;
}

export interface OauthPendingBindsTable {
  ticket_hash: string;
  provider: string;
  subject: string;
  name: Generated<string>;
  avatar_url: Generated<string>;
  logid_url: Generated<string>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OauthStatesTable {
  state_hash: string;
  provider: string;
  redirect_uri: string;
  logid_url: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OneTimeTicketsTable {
  ticket_hash: string;
  kind: string;
  user_id: string;
  org_id: string | null;
  data: Generated<Json>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OrganisationsTable {
  id: Generated<string>;
  code: string;
  name: string;
  created_at: Generated<Timestamp>;
  uscc: string | null;
}

export interface OutboxTable {
  id: GeneratedAlways<Int8>;
  channel: string;
  target: string;
  subject: string | null;
  body: string;
  created_at: Generated<Timestamp>;
}

export interface PageTdkTable {
  tenant_id: Generated<string>;
  page_name: string;
  title: string;
  keyword: Generated<string>;
  description: Generated<string>;
}

export interface PapersTable {
  id: number;
  title: string;
  authors: Generated<string[]>;
  organisation: Generated<string>;
  journal: Generated<string>;
  keywords: Generated<string[]>;
  project_type: Generated<string>;
  abstract: Generated<string>;
  content: string;
  release_time: Timestamp;
  category_id: number;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
  file_key: string | null;
}

export interface PointBalancesTable {
  user_id: string;
  balance: number;
  updated_at: Generated<Timestamp>;
}

export interface PointLedgerTable {
  id: GeneratedAlways<Int8>;
  user_id: string;
  delta: number;
  balance_after: number;
  reason: string;
  reference: Generated<string>;
  created_at: Timestamp;
}

export interface PointRulesTable {
  code: string;
  category: string;
  title: string;
  description: string;
  points: number;
  streak_day: number | null;
  sort_order: number;
}

export interface PoliciesTable {
  id: number;
  title: string;
  issuer: string;
  doc_number: Generated<string>;
  project_type: Generated<string>;
  region: Generated<string>;
  summary: Generated<string>;
  content: string;
  release_time: Timestamp;
  category_id: number;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
  file_key: string | null;
}

export interface ProductLogsTable {
  id: Generated<number>;
  product_id: number;
  version_name: string;
  changes: string[];
  release_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface ProductSearchTable {
  id: number | null;
  kind: string | null;
  title: string | null;
  brief: string | null;
  body: string | null;
  release_time: Timestamp | null;
}

export interface ProductsTable {
  id: Generated<number>;
  code: string;
  name: string;
  category: string;
  slogan: string;
  summary: string;
  features: Generated<Json>;
  screens: Generated<Json>;
  editions: Generated<Json>;
  sort: Generated<number>;
  release_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface QrTicketsTable {
  ticket_hash: string;
  status: Generated<string>;
  scanner_user_id: string | null;
  scanner_org_id: string | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  scanned_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  window_ms: number;
  hits: number;
}

export interface ReadHistoryTable {
  user_id: string;
  biz_type: string;
  biz_id: number;
  read_at: Generated<Timestamp>;
}

export interface RegionsTable {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

export interface ResidueAccountsTable {
  user_id: string;
  kind: string;
  balance: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResidueKindsTable {
  kind: string;
  title: string;
  description: string;
  free_allotment: number;
  cost_per_use: number;
  exchange_points: number | null;
  exchange_residue: number | null;
  sort_order: number;
}

export interface ResidueLedgerTable {
  id: GeneratedAlways<Int8>;
  user_id: string;
  kind: string;
  delta: number;
  balance_after: number;
  reason: string;
  note: Generated<string>;
  reference: Generated<string>;
  refund_of: Int8 | null;
  created_at: Timestamp;
}

export interface SearchDocsTable {
  biz_type: string;
  biz_id: number;
  release_time: Timestamp;
  title_words: string;
  words: string;
}

export interface SearchPendingTable {
  biz_type: string;
  biz_id: number;
}

export interface ServiceOperatorsTable {
  user_id: string;
  tenant_id: string;
  created_at: Generated<Timestamp>;
}

export interface ServiceSettingsTable {
  tenant_id: string;
  auto_switch: boolean;
  auto_delayed: number;
  auto_content: string;
  updated_at: Generated<Timestamp>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  org_id: string | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface ShownDownloadsTable {
  id: number | null;
  dir_id: number | null;
  title: string | null;
  file_name: string | null;
  file_type: string | null;
  size_kb: number | null;
  download_count: number | null;
  memo: string | null;
  release_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
  file_key: string | null;
}

export interface ShownHelpArticlesTable {
  id: number | null;
  category_id: number | null;
  res_number: string | null;
  title: string | null;
  summary: string | null;
  content: string | null;
  read_count: number | null;
  helpful_count: number | null;
  unhelpful_count: number | null;
  publish_time: Timestamp | null;
  update_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
}

export interface ShownJobsTable {
  id: number | null;
  title: string | null;
  city_code: string | null;
  department: string | null;
  category: string | null;
  salary: string | null;
  experience: string | null;
  education: string | null;
  headcount: number | null;
  description: string | null;
  release_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
}

export interface ShownNewsTable {
  id: number | null;
  dir_id: number | null;
  title: string | null;
  vice_title: string | null;
  memo: string | null;
  seo_title: string | null;
  seo_keyword: string | null;
  seo_desc: string | null;
  content: string | null;
  project_type: string | null;
  author_name: string | null;
  creator_id: string | null;
  props: Json | null;
  read_count: number | null;
  praise_count: number | null;
  critic_count: number | null;
  release_time: Timestamp | null;
  status: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  cover_url: string | null;
  source: string | null;
  version: number | null;
  updated_at: Timestamp | null;
}

export interface ShownPapersTable {
  id: number | null;
  title: string | null;
  authors: string[] | null;
  organisation: string | null;
  journal: string | null;
  keywords: string[] | null;
  project_type: string | null;
  abstract: string | null;
  content: string | null;
  release_time: Timestamp | null;
  category_id: number | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
  file_key: string | null;
}

export interface ShownPoliciesTable {
  id: number | null;
  title: string | null;
  issuer: string | null;
  doc_number: string | null;
  project_type: string | null;
  region: string | null;
  summary: string | null;
  content: string | null;
  release_time: Timestamp | null;
  category_id: number | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
  file_key: string | null;
}

export interface ShownProductLogsTable {
  id: number | null;
  product_id: number | null;
  version_name: string | null;
  changes: string[] | null;
  release_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
}

export interface ShownProductsTable {
  id: number | null;
  code: string | null;
  name: string | null;
  category: string | null;
  slogan: string | null;
  summary: string | null;
  features: Json | null;
  screens: Json | null;
  editions: Json | null;
  sort: number | null;
  release_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
}

export interface ShownSolutionsTable {
  id: number | null;
  code: string | null;
  industry: string | null;
  title: string | null;
  summary: string | null;
  pains: Json | null;
  approach: Json | null;
  product_ids: number[] | null;
  cases: Json | null;
  sort: number | null;
  release_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
}

export interface ShownStandardsTable {
  id: number | null;
  number: string | null;
  title: string | null;
  project_type: string | null;
  issuer: string | null;
  status: string | null;
  summary: string | null;
  content: string | null;
  release_time: Timestamp | null;
  category_id: number | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
  file_key: string | null;
}

export interface ShownVideosTable {
  id: number | null;
  cat_id: number | null;
  title: string | null;
  memo: string | null;
  teacher: string | null;
  cover: string | null;
  login_required: boolean | null;
  recommended: boolean | null;
  read_count: number | null;
  base_stars: number | null;
  release_time: Timestamp | null;
  publish_state: string | null;
  deleted_at: Timestamp | null;
  tenant_ids: string[] | null;
  version: number | null;
  updated_at: Timestamp | null;
  cover_url: string | null;
}

export interface SignDaysTable {
  user_id: string;
  day: Timestamp;
  streak: number;
  points: number;
  bonus: number;
  created_at: Timestamp;
}

export interface SolutionsTable {
  id: Generated<number>;
  code: string;
  industry: string;
  title: string;
  summary: string;
  pains: Generated<Json>;
  approach: Generated<Json>;
  product_ids: Generated<number[]>;
  cases: Generated<Json>;
  sort: Generated<number>;
  release_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface StandardsTable {
  id: number;
  number: string;
  title: string;
  project_type: Generated<string>;
  issuer: string;
  status: string;
  summary: Generated<string>;
  content: string;
  release_time: Timestamp;
  category_id: number;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
  file_key: string | null;
}

export interface TagsTable {
  id: number;
  name: string;
}

export interface TenderAttachmentFilesTable {
  tender_id: number;
  url: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Timestamp>;
  lease_until: Timestamp | null;
  reason: string | null;
  storage_key: string | null;
  content_type: string | null;
  extension: string | null;
  size: number | null;
  run_id: number | null;
  fetched_at: Timestamp | null;
}

export interface TenderFeedFilesTable {
  feed: string;
  path: string;
  size: Int8;
  mtime_ms: number;
  imported_at: Timestamp;
}

export interface TenderFeedLeaseTable {
  id: Generated<boolean>;
  holder: string;
  until: Timestamp;
}

export interface TenderFeedsTable {
  feed: string;
  etag: string | null;
  last_modified: string | null;
  body_hash: string | null;
  last_polled: Timestamp | null;
  last_status: string | null;
  last_run_id: number | null;
}

export interface TenderImportRunsTable {
  id: Generated<number>;
  source: string;
  format: string | null;
  started_at: Timestamp;
  finished_at: Timestamp;
  created: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  refused: Generated<Json>;
}

export interface TenderPartiesTable {
  tender_id: number;
  org_id: number;
  role: string;
  amount: Int8 | null;
  rank: number | null;
  project_key: string | null;
  notice_year: number | null;
  province_code: string | null;
  trade_category: string | null;
  notice_amount: Int8 | null;
}

export interface TenderSourcesTable {
  source: string;
  external_id: string;
  tender_id: number;
  record_hash: string;
  imported_at: Generated<Timestamp>;
}

export interface TendersTable {
  id: Generated<number>;
  title: string;
  project_name: string;
  project_key: string;
  eng_type: string;
  trade_category: string;
  project_type: string;
  province_code: string;
  city_code: string | null;
  district_code: string | null;
  org_id: number;
  agency_id: number | null;
  amount: Int8 | null;
  publish_time: Timestamp;
  deadline: Timestamp | null;
  bid_opening_time: Timestamp | null;
  source: Generated<string>;
  content: Generated<string>;
  attachments: Generated<string[]>;
  read_count: Generated<number>;
  created_at: Generated<Timestamp>;
  original_url: string | null;
  normalisation: Json | null;
  attachment_urls: Generated<string[]>;
}

export interface TraceArticleTitlesTable {
  tenant_id: string;
  art_type: string;
  art_id: number;
  title: string;
}

export interface TraceDailyTable {
  tenant_id: string;
  day: Timestamp;
  views: Generated<number>;
  bot_views: Generated<number>;
  visitors: Generated<number>;
  leaves: Generated<number>;
}

export interface TraceDailyArticlesTable {
  tenant_id: string;
  day: Timestamp;
  art_type: string;
  art_id: number;
  reads: Generated<number>;
  spent: Generated<Int8>;
}

export interface TraceDailyPathsTable {
  tenant_id: string;
  day: Timestamp;
  path: string;
  views: Generated<number>;
  visitors: Generated<number>;
  leaves: Generated<number>;
  spent: Generated<Int8>;
}

export interface TraceDailySourcesTable {
  tenant_id: string;
  day: Timestamp;
  source: string;
  views: Generated<number>;
}

export interface TraceEventsTable {
  id: Generated<Int8>;
  tenant_id: string;
  kind: string;
  received_at: Timestamp;
  day: Timestamp;
  client_t: Int8;
  sid: Generated<string>;
  uid: string | null;
  mid: string | null;
  path: Generated<string>;
  referrer: Generated<string>;
  agent: string;
  address_hash: string;
  spent: number | null;
  art_type: string | null;
  art_id: number | null;
  art_title: string | null;
  art_author: string | null;
}

export interface TraceRollupStateTable {
  id: number;
  last_id: Generated<Int8>;
  rolled_at: Timestamp | null;
}

export interface TraceSaltsTable {
  day: Timestamp;
  salt: string;
}

export interface TraceVisitorMarksTable {
  tenant_id: string;
  day: Timestamp;
  path: string;
  sid: string;
  source: Generated<string>;
}

export interface UserBidOrgsTable {
  user_id: string;
  org_id: number;
  created_at: Generated<Timestamp>;
}

export interface UserDownloadsTable {
  user_id: string;
  biz_type: string;
  biz_id: number;
  downloaded_at: Generated<Timestamp>;
}

export interface UserOperationsTable {
  user_id: string;
  biz_type: string;
  biz_id: number;
  kind: string;
  created_at: Generated<Timestamp>;
}

export interface UserOrgNamesTable {
  user_id: string;
  names: Generated<string[]>;
  updated_at: Generated<Timestamp>;
}

export interface UsersTable {
  id: Generated<string>;
  phone: string | null;
  email: string | null;
  realname: Generated<string>;
  avatar_url: Generated<string>;
  password_hash: string | null;
  double_auth: Generated<boolean>;
  invited_by: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  target: string;
  purpose: string;
  code_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  attempts: Generated<number>;
}

export interface VideoCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface VideoLessonsTable {
  id: Generated<number>;
  video_id: number;
  seq: number;
  title: string;
  clip: string | null;
  duration: number;
  media_key: string | null;
}

export interface VideoOperationsTable {
  user_id: string;
  video_id: number;
  kind: string;
  created_at: Generated<Timestamp>;
}

export interface VideoPlayTicketsTable {
  ticket_hash: string;
  user_id: string;
  video_id: number;
  expires_at: Timestamp;
}

export interface VideoPositionsTable {
  user_id: string;
  lesson_id: number;
  position: number;
  updated_at: Generated<Timestamp>;
}

export interface VideosTable {
  id: Generated<number>;
  cat_id: number;
  title: string;
  memo: Generated<string>;
  teacher: Generated<string>;
  cover: Generated<string>;
  login_required: Generated<boolean>;
  recommended: Generated<boolean>;
  read_count: Generated<number>;
  base_stars: Generated<number>;
  release_time: Timestamp;
  publish_state: Generated<string>;
  deleted_at: Timestamp | null;
  tenant_ids: Generated<string[]>;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
  cover_url: Generated<string>;
}

export interface DB {
  account_lockouts: AccountLockoutsTable;
  ai_conversations: AiConversationsTable;
  ai_messages: AiMessagesTable;
  ai_writings: AiWritingsTable;
  audit_log: AuditLogTable;
  bid_org_wins_sent: BidOrgWinsSentTable;
  bid_orgs: BidOrgsTable;
  bid_reminders_sent: BidRemindersSentTable;
  bid_subscriptions: BidSubscriptionsTable;
  bookings: BookingsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_presence: ChatPresenceTable;
  content_categories: ContentCategoriesTable;
  content_pack_loads: ContentPackLoadsTable;
  content_roles: ContentRolesTable;
  content_version: ContentVersionTable;
  daily_reads: DailyReadsTable;
  digest_outbox: DigestOutboxTable;
  download_dirs: DownloadDirsTable;
  downloads: DownloadsTable;
  generation_claims: GenerationClaimsTable;
  guests: GuestsTable;
  help_articles: HelpArticlesTable;
  help_categories: HelpCategoriesTable;
  help_feedback: HelpFeedbackTable;
  help_shares: HelpSharesTable;
  icode_challenges: IcodeChallengesTable;
  invites: InvitesTable;
  job_cities: JobCitiesTable;
  jobs: JobsTable;
  login_failures: LoginFailuresTable;
  media_files: MediaFilesTable;
  memberships: MembershipsTable;
  news: NewsTable;
  news_columns: NewsColumnsTable;
  news_docs: NewsDocsTable;
  news_tags: NewsTagsTable;
  oauth_identities: OauthIdentitiesTable;
  oauth_pending_binds: OauthPendingBindsTable;
  oauth_states: OauthStatesTable;
  one_time_tickets: OneTimeTicketsTable;
  organisations: OrganisationsTable;
  outbox: OutboxTable;
  page_tdk: PageTdkTable;
  papers: PapersTable;
  point_balances: PointBalancesTable;
  point_ledger: PointLedgerTable;
  point_rules: PointRulesTable;
  policies: PoliciesTable;
  product_logs: ProductLogsTable;
  product_search: ProductSearchTable;
  products: ProductsTable;
  qr_tickets: QrTicketsTable;
  rate_limit_counters: RateLimitCountersTable;
  read_history: ReadHistoryTable;
  regions: RegionsTable;
  residue_accounts: ResidueAccountsTable;
  residue_kinds: ResidueKindsTable;
  residue_ledger: ResidueLedgerTable;
  search_docs: SearchDocsTable;
  search_pending: SearchPendingTable;
  service_operators: ServiceOperatorsTable;
  service_settings: ServiceSettingsTable;
  sessions: SessionsTable;
  shown_downloads: ShownDownloadsTable;
  shown_help_articles: ShownHelpArticlesTable;
  shown_jobs: ShownJobsTable;
  shown_news: ShownNewsTable;
  shown_papers: ShownPapersTable;
  shown_policies: ShownPoliciesTable;
  shown_product_logs: ShownProductLogsTable;
  shown_products: ShownProductsTable;
  shown_solutions: ShownSolutionsTable;
  shown_standards: ShownStandardsTable;
  shown_videos: ShownVideosTable;
  sign_days: SignDaysTable;
  solutions: SolutionsTable;
  standards: StandardsTable;
  tags: TagsTable;
  tender_attachment_files: TenderAttachmentFilesTable;
  tender_feed_files: TenderFeedFilesTable;
  tender_feed_lease: TenderFeedLeaseTable;
  tender_feeds: TenderFeedsTable;
  tender_import_runs: TenderImportRunsTable;
  tender_parties: TenderPartiesTable;
  tender_sources: TenderSourcesTable;
  tenders: TendersTable;
  trace_article_titles: TraceArticleTitlesTable;
  trace_daily: TraceDailyTable;
  trace_daily_articles: TraceDailyArticlesTable;
  trace_daily_paths: TraceDailyPathsTable;
  trace_daily_sources: TraceDailySourcesTable;
  trace_events: TraceEventsTable;
  trace_rollup_state: TraceRollupStateTable;
  trace_salts: TraceSaltsTable;
  trace_visitor_marks: TraceVisitorMarksTable;
  user_bid_orgs: UserBidOrgsTable;
  user_downloads: UserDownloadsTable;
  user_operations: UserOperationsTable;
  user_org_names: UserOrgNamesTable;
  users: UsersTable;
  verification_codes: VerificationCodesTable;
  video_categories: VideoCategoriesTable;
  video_lessons: VideoLessonsTable;
  video_operations: VideoOperationsTable;
  video_play_tickets: VideoPlayTicketsTable;
  video_positions: VideoPositionsTable;
  videos: VideosTable;
}
