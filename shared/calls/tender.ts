import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { CheckLoginReply, Keyword, PagingBody, ProjectTypeField } from './content-fields';
import { defineCalls } from './define-call';
import {
  ORG_NAMES_MAX,
  PARTY_TYPES,
  REMIND_DAYS_MAX,
  REMIND_DAYS_MIN,
  SUBSCRIPTION_LIST_MAX,
  TENDER_EXPORT_FORMATS,
  TENDER_SORTS,
  TENDER_STAGE_CODES,
  TIME_FILTER_DAYS,
  TRADE_CATEGORIES,
} from './enums';
import {
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  FileReply,
  Id,
  IdName,
  Integer,
  MaybeBody,
  Model,
  NoBody,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  Tree,
  type Static,
} from './schema';

// SPEC §7 bid calls (under /ai), the sales team's crawled notices and the region tree (/crm/sales), and the
// user's subscriptions, followed organisations and own organisation names. Amounts are whole yuan.

/** A national administrative-division code of 6 digits: province 440000, city 440100, district 440106. */
export const RegionCode = () => StringType({ pattern: '^[1-9][0-9]{5}$' });
export const TradeCategoryField = () => Enum(TRADE_CATEGORIES, { type: 'string' });
/** A tender engineering type (SPEC §9) by its code: 0100 announcement, 0105 clarification, 0102 bid opening, 0104 result. */
export const TenderStageField = () => Enum(TENDER_STAGE_CODES, { type: 'string' });
const SortField = () => Enum(TENDER_SORTS, { type: 'string', default: 'newest' });
export const PartyTypeField = () => Enum(PARTY_TYPES, { type: 'string' });
/** Whole yuan, up to ten trillion. */
export const Amount = () => Integer({ minimum: 0, maximum: 10_000_000_000_000 });

/** A place of the region tree. */
export const Region = Model({ code: StringType(), name: StringType() });
export type Region = Static<typeof Region>;

/** What a tender list can be narrowed by; every field is optional and ALL / 0 / absent mean no filter. */
const filterFields = {
  keyword: Optional(Keyword()),
  /** A province or a city (a district is refused: the page filters province → city). */
  regionCode: Optional(RegionCode()),
  projectType: Optional(ProjectTypeField()),
  /** Published within this many days; 0 is all time. */
  days: Optional(Enum(TIME_FILTER_DAYS, { type: 'integer', default: 0 })),
  tradeCategory: Optional(TradeCategoryField()),
  engType: Optional(TenderStageField()),
  amountMin: Optional(Amount()),
  amountMax: Optional(Amount()),
};
export const TenderFilter = Body(filterFields);
export type TenderFilter = Static<typeof TenderFilter>;

const listFields = {
  id: Integer(),
  title: StringType(),
  projectName: StringType(),
  engType: TenderStageField(),
  tradeCategory: TradeCategoryField(),
  projectType: ProjectTypeField(),
  province: Region,
  city: Nullable(Region),
  district: Nullable(Region),
  /** The tendering organisation (招标人). */
  org: IdName(),
  /** The tendering agency (招标代理), when there is one. */
  agency: Nullable(IdName()),
  /** Budget (announcements, clarifications) or winning amount (results); null when the notice gives none. */
  amount: Nullable(Amount()),
  publishTime: DateTime(),
  /** Bids are due (announcements and clarifications). */
  deadline: Nullable(DateTime()),
  bidOpeningTime: Nullable(DateTime()),
  /** The public platform the notice was published on. */
  source: StringType(),
};

/** A tender in a list. */
export const TenderListItem = Model({
  ...listFields,
  /** A keyword search's hit: plain text of the body around the keyword's first match, when the body has it. */
  snippet: Optional(StringType()),
});
export type TenderListItem = Static<typeof TenderListItem>;

/** One stage of a project: its notice, dated. */
export const TenderStageRef = Model({ id: Integer(), engType: TenderStageField(), title: StringType(), publishTime: DateTime() });
export type TenderStageRef = Static<typeof TenderStageRef>;

/** A winner of a result notice: an organisation (its page: tender-org-page) and its winning amount in yuan. */
export const TenderWinner = Model({ id: Integer(), name: StringType(), amount: Nullable(Amount()) });
export type TenderWinner = Static<typeof TenderWinner>;

/** The caller's praise, favourite and follow of a tender (all false for a visitor). */
const operationFields = {
  praised: BooleanType(),
  favorited: BooleanType(),
  /** Whether the caller follows the tendering organisation. */
  followed: BooleanType(),
  praiseCount: Integer(),
};
export const TenderOperations = Model(operationFields);
export type TenderOperations = Static<typeof TenderOperations>;

/** The most attachments a notice lists. */
export const TENDER_ATTACHMENTS_MAX = 20;

/** One attachment of a tender, as its list shows it and the attachment call serves it. */
export const TenderAttachment = Model({
  /** Its place in the notice's list: what the attachment call asks for. */
  index: Integer({ minimum: 0 }),
  /** The file name the download carries. */
  name: StringType(),
  contentType: StringType(),
  /** Bytes. */
  size: Integer({ minimum: 0 }),
  /** Where an imported notice's attachment was published (shown as its original link); null for the others. */
  originalUrl: Nullable(StringType()),
  /** Whether the attachment call serves it: false for an original not (yet) fetched, or refused; its link remains. */
  downloadable: BooleanType(),
});
export type TenderAttachment = Static<typeof TenderAttachment>;

/**
 * A tender: a visitor gets the summary (`locked`, no body, attachments or stages); checkLogin says whether the
 * caller may read the rest.
 */
export const TenderDetail = Model({
  ...listFields,
  ...operationFields,
  locked: BooleanType(),
  /** Sanitised HTML; '' when locked. */
  content: StringType(),
  /** Attachments, each a file to download with the attachment call; empty when locked. */
  attachments: ArrayOf(TenderAttachment),
  /** Every stage of the same project, oldest first, this one included; empty when locked. */
  stages: ArrayOf(TenderStageRef),
  readCount: Integer(),
  /** The winners a result names (tender_parties), first ranked first, with their amounts where published. */
  winners: ArrayOf(TenderWinner),
  /** The notice's original page (http or https), shown as 查看原文; null for notices without one. */
  originalUrl: Nullable(StringType()),
});
export type TenderDetail = Static<typeof TenderDetail>;

/** An organisation that tenders or bids, with how many tenders it published. */
export const BidOrg = Model({
  id: Integer(),
  name: StringType(),
  partyType: PartyTypeField(),
  province: Nullable(Region),
  tenderCount: Integer(),
  /** Whether the caller follows it (false for a visitor). */
  followed: BooleanType(),
});
export type BidOrg = Static<typeof BidOrg>;

/** Another organisation and how many notices it shares with the one analysed. */
export const OrgPartner = Model({ id: Integer(), name: StringType(), count: Integer() });
export type OrgPartner = Static<typeof OrgPartner>;

/** One year (China time) of an organisation's notices: tenders it published, bids it made, wins, and the yuan it won. */
export const OrgYear = Model({
  year: Integer(),
  published: Integer(),
  bids: Integer(),
  wins: Integer(),
  awarded: Integer({ minimum: 0 }),
});
export type OrgYear = Static<typeof OrgYear>;

/** An organisation's page analysis (tender_parties): every notice it takes part in, by year, region and trade. */
export const OrgStats = Model({
  /** Oldest first. */
  years: ArrayOf(OrgYear),
  /** Provinces of its notices, most first. */
  regions: ArrayOf(Model({ code: StringType(), name: StringType(), count: Integer() })),
  /** Trade categories of its notices, most first. */
  trades: ArrayOf(Model({ code: TradeCategoryField(), count: Integer() })),
  /** Buyers of the notices it won. */
  buyers: ArrayOf(OrgPartner),
  /** Winners of the notices it published. */
  winners: ArrayOf(OrgPartner),
  /** Other bidders and winners of the notices it bid on or won. */
  competitors: ArrayOf(OrgPartner),
});
export type OrgStats = Static<typeof OrgStats>;

/** A bidder of a project with its offer where published; the winner marked. */
export const TenderBid = Model({
  id: Integer(),
  name: StringType(),
  amount: Nullable(Amount()),
  rank: Nullable(Integer()),
  winner: BooleanType(),
});
export type TenderBid = Static<typeof TenderBid>;

/** A project's winning-bid view: its bidders, budget, winning amount, and the discount when both are known. */
export const TenderBidResult = Model({
  /** Winners first, then by rank and offer. */
  bids: ArrayOf(TenderBid),
  budget: Nullable(Amount()),
  winningAmount: Nullable(Amount()),
  /** (budget − winning amount) / budget in hundredths of a percent (712 is 7.12 %); null unless both are known. */
  discountBasisPoints: Nullable(Integer()),
});
export type TenderBidResult = Static<typeof TenderBidResult>;

/** What a subscription matches: any of its keywords (in title or project name) and of each non-empty list. */
const subscriptionFields = {
  name: StringType({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  keywords: ArrayOf(Keyword(), { maxItems: SUBSCRIPTION_LIST_MAX }),
  /** Provinces or cities. */
  regionCodes: ArrayOf(RegionCode(), { maxItems: SUBSCRIPTION_LIST_MAX }),
  projectTypes: ArrayOf(ProjectTypeField(), { maxItems: SUBSCRIPTION_LIST_MAX }),
  tradeCategories: ArrayOf(TradeCategoryField(), { maxItems: SUBSCRIPTION_LIST_MAX }),
  engTypes: ArrayOf(TenderStageField(), { maxItems: SUBSCRIPTION_LIST_MAX }),
  amountMin: Nullable(Amount()),
  amountMax: Nullable(Amount()),
  /** New matches are sent to the user once a day. */
  digest: BooleanType(),
  /**
   * The daily message also reminds of notices the user favourited, or whose organisation they follow, this many
   * days before their deadline (each notice once); null: no reminders.
   */
  remindDays: Nullable(Integer({ minimum: REMIND_DAYS_MIN, maximum: REMIND_DAYS_MAX })),
};
const subscriptionBody = {
  ...subscriptionFields,
  keywords: Optional(subscriptionFields.keywords),
  regionCodes: Optional(subscriptionFields.regionCodes),
  projectTypes: Optional(subscriptionFields.projectTypes),
  tradeCategories: Optional(subscriptionFields.tradeCategories),
  engTypes: Optional(subscriptionFields.engTypes),
  amountMin: Optional(subscriptionFields.amountMin),
  amountMax: Optional(subscriptionFields.amountMax),
  digest: Optional(BooleanType({ default: true })),
  remindDays: Optional(subscriptionFields.remindDays),
};
export const Subscription = Model({
  id: Integer(),
  ...subscriptionFields,
  /** The regions of regionCodes, named. */
  regions: ArrayOf(Region),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type Subscription = Static<typeof Subscription>;
export type SubscriptionInput = Static<typeof tenderCalls.subscribeCreate.body>;

/** A node of the region tree; its children when the requested depth reaches them. */
export interface RegionNode {
  code: string;
  name: string;
  children: RegionNode[];
}
const RegionTree = Tree<RegionNode>('RegionNode', { code: StringType(), name: StringType() });

const tenderPage = {
  list: ArrayOf(TenderListItem),
  /** Matches, counted up to TENDER_TOTAL_CAP. */
  total: Integer(),
  /** There are more than TENDER_TOTAL_CAP matches: total is the cap and pages end there. */
  capped: Optional(BooleanType()),
};
const idBody = Body({ id: Id() });
const login = { login: true } as const;
const operation = (name: string) => ({
  path: `/ai/pub/userOperation/${name}`,
  ...login,
  body: idBody,
  reply: Reply({ model: TenderOperations }),
});

export const tenderCalls = defineCalls('tender', {
  /** The newest tenders, for the home page and the information tabs. */
  first: {
    path: '/ai/pub/bid/first',
    body: MaybeBody({ size: Optional(Integer({ minimum: 1, maximum: 20, default: 8 })) }),
    reply: Reply({ list: ArrayOf(TenderListItem) }),
  },
  /**
   * Tender search: every filter of TenderFilter, newest first or in the order asked for (the list page is public
   * and cached for everyone, so its sort is here too, not only in the login-only listPagedSort).
   */
  listPaged: {
    path: '/ai/pub/bid/listPaged',
    trim: ['keyword'],
    body: Body({ ...filterFields, sort: Optional(SortField()), ...Paging }),
    reply: Reply(tenderPage),
  },
  /** An organisation and the tenders it published, newest first. */
  listOrgPaged: {
    path: '/ai/pub/bid/listOrgPaged',
    body: Body({
      orgId: Id(),
      /** Every notice it takes part in (as buyer, agency, bidder or winner), not only those it published. */
      parties: Optional(BooleanType()),
      ...Paging,
    }),
    reply: Reply({ ...tenderPage, org: BidOrg }),
  },
  /** An organisation's analysis: its notices by year, region and trade, its frequent buyers, winners and competitors. */
  orgStats: { path: '/ai/pub/bid/orgStats', body: Body({ orgId: Id() }), reply: Reply({ model: OrgStats }) },
  /** A notice's project: its winning-bid view and five similar projects (same trade and province, close amount, like title). */
  related: {
    path: '/ai/pub/bid/related',
    body: idBody,
    reply: Reply({ result: TenderBidResult, similar: ArrayOf(TenderListItem) }),
  },
  /** One tender: the summary for a visitor, everything for a logged-in caller (whose read is recorded). */
  getByBidId: {
    path: '/ai/pub/bid/getByBidId',
    body: Body({ id: Id(), visitorId: Optional(StringType({ minLength: 1, maxLength: 64 })) }),
    reply: Reply({ model: TenderDetail }),
  },
  /** Whether this caller may read the whole tender. */
  checkLogin: { path: '/ai/pub/bid/checkLogin', body: idBody, reply: CheckLoginReply },
  /** Attachment `index` of a tender as a file (Content-Disposition attachment), for a logged-in reader. */
  attachment: {
    path: '/ai/bid/attachment',
    ...login,
    body: Body({ id: Id(), index: Integer({ minimum: 0, maximum: TENDER_ATTACHMENTS_MAX - 1 }) }),
    reply: FileReply,
    produces: 'file',
  },
  praise: operation('praise'),
  cancelPraise: operation('cancelPraise'),
  favorite: operation('favorite'),
  cancelFavorite: operation('cancelFavorite'),
  /** The caller's praise, favourite and follow of a tender. */
  userOperation: operation('userOperation'),
  /** A tender's public counters. */
  stats: {
    path: '/ai/pub/userOperation/stats',
    body: idBody,
    reply: Reply({ model: Model({ readCount: Integer(), praiseCount: Integer(), favoriteCount: Integer() }) }),
  },
  /** Tender search for a logged-in user, in the order asked for. */
  listPagedSort: {
    path: '/ai/bid/listPagedSort',
    ...login,
    trim: ['keyword'],
    body: Body({ ...filterFields, sort: Optional(SortField()), ...Paging }),
    reply: Reply(tenderPage),
  },
  /**
   * A filtered list, in its order, as a file (.xlsx or .csv) for a logged-in user: the filters written at the
   * top, at most TENDER_EXPORT_MAX rows, TENDER_EXPORTS_PER_HOUR exports an hour per user.
   */
  export: {
    path: '/ai/bid/export',
    ...login,
    trim: ['keyword'],
    body: Body({ ...filterFields, sort: Optional(SortField()), format: Enum(TENDER_EXPORT_FORMATS, { type: 'string' }) }),
    reply: FileReply,
    produces: 'file',
  },
  /** A subscription's matches, newest first; opening it marks its new matches seen. */
  listPagedBySubscribe: {
    path: '/ai/bid/listPagedBySubscribe',
    ...login,
    body: Body({ subscribeId: Id(), ...Paging }),
    reply: Reply({ ...tenderPage, subscription: Subscription }),
  },
  /** Tenders of the organisations the user follows (or of one of them), newest first. */
  listPagedByFollow: {
    path: '/ai/bid/listPagedByFollow',
    ...login,
    body: Body({ orgId: Optional(Id()), ...Paging }),
    reply: Reply(tenderPage),
  },
  /** The user's favourite tenders, latest favourite first. */
  listPagedByFavorite: { path: '/ai/bid/listPagedByFavorite', ...login, body: PagingBody, reply: Reply(tenderPage) },
  /** Matches added since each subscription's feed was last opened. */
  countSubscribe: {
    path: '/ai/bid/countSubscribe',
    ...login,
    body: NoBody,
    reply: Reply({ list: ArrayOf(Model({ subscribeId: Integer(), count: Integer() })), total: Integer() }),
  },
  subscribeCreate: {
    path: '/ai/bidSubscribe/create',
    ...login,
    trim: ['name'],
    body: Body(subscriptionBody),
    reply: Reply({ model: Subscription }),
  },
  subscribeUpdate: {
    path: '/ai/bidSubscribe/update',
    ...login,
    trim: ['name'],
    body: Body({ id: Id(), ...subscriptionBody }),
    reply: Reply({ model: Subscription }),
  },
  /** All of the user's subscriptions, newest first (at most SUBSCRIPTIONS_MAX). */
  subscribeGetByUser: { path: '/ai/bidSubscribe/getByUser', ...login, body: NoBody, reply: Reply({ list: ArrayOf(Subscription) }) },
  subscribeGet: { path: '/ai/bidSubscribe/get', ...login, body: idBody, reply: Reply({ model: Subscription }) },
  subscribeList: {
    path: '/ai/bidSubscribe/list',
    ...login,
    body: PagingBody,
    reply: Reply({ list: ArrayOf(Subscription), total: Integer() }),
  },
  subscribeRemove: { path: '/ai/bidSubscribe/remove', ...login, body: idBody, reply: Reply({}) },
  /** Organisations by name and party type, or only those the user follows; most tenders first. */
  orgListPaged: {
    path: '/ai/bidOrg/listPaged',
    ...login,
    trim: ['keyword'],
    body: Body({ keyword: Optional(Keyword()), partyType: Optional(PartyTypeField()), followed: Optional(BooleanType()), ...Paging }),
    reply: Reply({ list: ArrayOf(BidOrg), total: Integer() }),
  },
  follow: { path: '/ai/userBidOrg/create', ...login, body: Body({ orgId: Id() }), reply: Reply({ followed: BooleanType() }) },
  unfollow: { path: '/ai/userBidOrg/remove', ...login, body: Body({ orgId: Id() }), reply: Reply({ followed: BooleanType() }) },
  /** The user's own organisation names (the companies they bid for), kept in the personal centre. */
  orgNameUpdate: {
    path: '/ai/userOrgName/update',
    ...login,
    body: Body({ names: ArrayOf(StringType({ minLength: 2, maxLength: 50, pattern: '^\\S(.*\\S)?$' }), { maxItems: ORG_NAMES_MAX }) }),
    reply: Reply({ names: ArrayOf(StringType()) }),
  },
  orgNameGet: { path: '/ai/userOrgName/get', ...login, body: NoBody, reply: Reply({ names: ArrayOf(StringType()) }) },
  /** The notices crawled from the public platforms, newest crawl first, with the search filters. */
  spiderListPaged: {
    path: '/crm/sales/spiderBiding/listPaged',
    trim: ['keyword'],
    body: Body({ ...filterFields, ...Paging }),
    reply: Reply({ ...tenderPage }),
  },
  /** The region tree from a province (or the whole country) down to `depth` levels (1 provinces … 3 districts). */
  customerRegion: {
    path: '/crm/sales/customerV2/customerRegion',
    cache: true,
    body: MaybeBody({ parentCode: Optional(RegionCode()), depth: Optional(Integer({ minimum: 1, maximum: 3, default: 2 })) }),
    reply: Reply({ list: ArrayOf(RegionTree) }),
  },
});

/** The tender calls' refusals (their msg: locales/zh-cn/server.json). */
export const tenderRefusals = defineRefusals('', {
  tenderNotFound: { code: E.notFound },
  /** An attachment index the tender does not have. */
  tenderAttachmentNotFound: { code: E.notFound },
  bidOrgNotFound: { code: E.notFound },
  subscriptionNotFound: { code: E.notFound },
  /** A user already has SUBSCRIPTIONS_MAX subscriptions; vars: max. */
  subscriptionLimit: { code: E.invalid },
  /** A region code that is not in the national list. */
  regionNotFound: { code: E.invalid },
  /** A district where only a province or a city filters. */
  regionTooFine: { code: E.invalid },
  /** amountMin above amountMax. */
  amountRangeInvalid: { code: E.invalid },
  /** A user made TENDER_EXPORTS_PER_HOUR exports within the hour; vars: max. */
  tenderExportLimit: { code: E.tooMany },
});
