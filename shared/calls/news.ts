import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { ContentKindField, Keyword, PagingBody, PreviewTicket, ProjectTypeField } from './content-fields';
import { defineCalls, newsPub } from './define-call';
import { TIME_FILTER_DAYS } from './enums';
import {
  AnyObject,
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  Id,
  IdName,
  IdTitle,
  Integer,
  MaybeBody,
  Model,
  NoBody,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

/** A page's title, keywords and description (SPEC §3 TDK). */
export const TdkModel = Model({ title: StringType(), keyword: StringType(), description: StringType() });
export type TdkModel = Static<typeof TdkModel>;

/** A top-level news column with its child columns. */
export const NewsColumn = Model({ id: Integer(), name: StringType(), bizType: ContentKindField(), children: ArrayOf(IdName()) });
export type NewsColumn = Static<typeof NewsColumn>;

/** A news list record (SPEC §3). */
export const NewsListItem = Model({
  id: Integer(),
  title: StringType(),
  memo: StringType(),
  createrTime: DateTime(),
  readCount: Integer(),
  tags: ArrayOf(IdName()),
});
export type NewsListItem = Static<typeof NewsListItem>;

/** A news item in the banner, hot and top-read lists. */
export const NewsBrief = Model({ id: Integer(), title: StringType(), memo: StringType(), createrTime: DateTime(), readCount: Integer() });
export type NewsBrief = Static<typeof NewsBrief>;

/** The news detail of SPEC §3, with its neighbours in the column and related items. */
export const NewsDetail = Model({
  id: Integer(),
  dirId: Integer(),
  dirName: StringType(),
  title: StringType(),
  memo: StringType(),
  viceTitle: StringType(),
  creatorId: Nullable(StringType()),
  releaseTime: DateTime(),
  readCount: Integer(),
  props: AnyObject,
  /** Sanitised HTML. */
  content: StringType(),
  praiseCount: Integer(),
  criticCount: Integer(),
  seoDesc: StringType(),
  seoKeyword: StringType(),
  seoTitle: StringType(),
  tags: ArrayOf(IdName()),
  docs: ArrayOf(IdTitle()),
  /** The item released just before this one in the same column. */
  prev: Nullable(IdTitle()),
  /** The item released just after this one in the same column. */
  next: Nullable(IdTitle()),
  related: ArrayOf(IdTitle()),
});
export type NewsDetail = Static<typeof NewsDetail>;

/** A tag with how many news items carry it. */
export const NewsTag = Model({ id: Integer(), name: StringType(), count: Integer() });
export type NewsTag = Static<typeof NewsTag>;

/** The latest items of every top-level column, grouped by kind. */
export const ColumnGroup = Model({
  bizType: ContentKindField(),
  children: ArrayOf(
    Model({ id: Integer(), name: StringType(), newsList: ArrayOf(Model({ id: Integer(), title: StringType(), createrTime: DateTime() })) }),
  ),
});
export type ColumnGroup = Static<typeof ColumnGroup>;

/** A user's praise and favourite of a news item. */
const OperationReply = Reply({ praised: BooleanType(), favorited: BooleanType(), praiseCount: Integer() });

const newsPage = { list: ArrayOf(NewsListItem), total: Integer() };
const idBody = Body({ id: Id() });
/** Praise and favourite are a user's: HTTP 401 without a session, before the body is looked at. */
const operation = (name: string) => ({ ...newsPub(name), login: true, body: idBody, reply: OperationReply });

/** SPEC §7 news calls, and the information list of news columns as documents (docDirList, dirDoc). */
export const newsCalls = defineCalls('news', {
  /** A page's TDK: the tenant's own row, else the shared one; model null for a page without one. */
  getByName: {
    ...newsPub('getByName'),
    cache: true,
    body: Body({ name: StringType({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) }),
    reply: Reply({ model: Nullable(TdkModel) }),
  },
  newsDirList: {
    ...newsPub('newsDirList'),
    cache: true,
    body: MaybeBody({ bizType: Optional(ContentKindField()) }),
    reply: Reply({ list: ArrayOf(NewsColumn) }),
  },
  /** A column's news with those of its children, by project type and age (days 0: all time). */
  dirNews: {
    ...newsPub('dirNews'),
    body: Body({
      dirId: Id(),
      ...Paging,
      projectType: Optional(ProjectTypeField()),
      days: Optional(Enum(TIME_FILTER_DAYS, { type: 'integer', default: 0 })),
    }),
    reply: Reply({ ...newsPage, newsDir: IdName() }),
  },
  /** One item; the read counts once a day per user, else per visitor id, else per address. A console preview ticket (`preview`) shows an unpublished one to whoever holds the link. */
  get: {
    ...newsPub('get'),
    body: Body({
      id: Id(),
      visitorId: Optional(StringType({ minLength: 1, maxLength: 64 })),
      preview: PreviewTicket(),
    }),
    reply: Reply({ model: NewsDetail }),
  },
  polymerization: { ...newsPub('polymerization'), body: NoBody, reply: Reply({ list: ArrayOf(ColumnGroup) }) },
  tag: { ...newsPub('tag'), body: idBody, reply: Reply({ model: NewsTag }) },
  tagListPaged: {
    ...newsPub('tagListPaged'),
    body: Body({ tagId: Id(), ...Paging }),
    reply: Reply({ ...newsPage, tag: IdName() }),
  },
  /** Tags, most used first. */
  tagsPaged: { ...newsPub('tagsPaged'), body: PagingBody, reply: Reply({ list: ArrayOf(NewsTag), total: Integer() }) },
  /** The five latest items (banner) and the ten most read of 90 days (hots). */
  hotsAndBanner: { ...newsPub('hotsAndBanner'), body: NoBody, reply: Reply({ banner: ArrayOf(NewsBrief), hots: ArrayOf(NewsBrief) }) },
  /** The ten most read items, of a column (with its children) when given. */
  topRead: { ...newsPub('topRead'), body: MaybeBody({ dirId: Optional(Id()) }), reply: Reply({ list: ArrayOf(NewsBrief) }) },
  /**
   * SPEC §7 names newsDispense/loginBilibili without a payload. The site distributes no news to Bilibili and holds no
   * Bilibili account, so the call answers a clear refusal (README "Calls and where users reach them").
   */
  loginBilibili: { ...newsPub('newsDispense/loginBilibili'), body: MaybeBody({}), reply: Reply({}) },
  statsCount: {
    ...newsPub('stats/count'),
    body: NoBody,
    reply: Reply({ news: Integer(), standards: Integer(), policies: Integer(), papers: Integer(), downloads: Integer(), jobs: Integer() }),
  },
  praise: operation('praise'),
  cancelPraise: operation('cancelPraise'),
  favorite: operation('favorite'),
  cancelFavorite: operation('cancelFavorite'),
  userOperation: operation('userOperation'),
  /** The columns of the information list; comId is accepted and ignored (one company). */
  docDirList: {
    ...newsPub('docDirList'),
    body: MaybeBody({ comId: Optional(StringType({ maxLength: 64 })), docType: Optional(ContentKindField()) }),
    reply: Reply({ list: ArrayOf(NewsColumn) }),
  },
  /** The information list: one column (with its children) or all, titles matching a keyword, newest first. */
  dirDoc: {
    ...newsPub('dirDoc'),
    trim: ['keyword'],
    body: MaybeBody({ dirId: Optional(Id()), keyword: Optional(Keyword()), ...Paging }),
    reply: Reply({ ...newsPage, newsDir: Nullable(IdName()) }),
  },
});

/** The news calls' refusals (their msg: locales/zh-cn/server.json). */
export const newsRefusals = defineRefusals('', {
  newsNotFound: { code: E.notFound },
  newsDirNotFound: { code: E.notFound },
  tagNotFound: { code: E.notFound },
  bilibiliDispenseOff: { code: E.notFound },
});
