import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { CountTree, PreviewTicket, type CountNode } from './content-fields';
import { defineCalls, newsPub } from './define-call';
import {
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Id,
  IdName,
  IdTitle,
  Integer,
  Model,
  NoBody,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// The help centre: categories, articles, their public numbers and share links, and feedback.
// Public calls under /news/pub/help/… (and their /ai/pub twins), as the other content of the hub.

/** A public article number (帮助文档编号), as /help/num/{resNumber} carries it. */
export const RES_NUMBER_PATTERN = '^[A-Za-z0-9-]{1,32}$';
/** A share link's id, as /help/share/{shareId} carries it. */
export const SHARE_ID_PATTERN = '^[A-Za-z0-9_-]{8,32}$';

export type HelpCategoryNode = CountNode;

/** One row of a category's list. */
export const HelpListItem = Model({
  id: Integer(),
  resNumber: StringType(),
  title: StringType(),
  summary: StringType(),
  category: IdName(),
  updateTime: DateTime(),
  readCount: Integer(),
});
export type HelpListItem = Static<typeof HelpListItem>;

/** A heading of an article's body: its anchor id, level (2 or 3) and text, for the table of contents. */
export const HelpHeading = Model({ id: StringType(), level: Integer(), text: StringType() });
export type HelpHeading = Static<typeof HelpHeading>;

/** An article with what its page shows beside it. */
export const HelpArticle = Model({
  id: Integer(),
  resNumber: StringType(),
  title: StringType(),
  summary: StringType(),
  /** Sanitised HTML; every h2/h3 carries the id its table-of-contents entry links to. */
  content: StringType(),
  headings: ArrayOf(HelpHeading),
  /** The article's category and, first, its parents: the breadcrumb trail inside the help centre. */
  categories: ArrayOf(IdName()),
  publishTime: DateTime(),
  updateTime: DateTime(),
  readCount: Integer(),
  helpfulCount: Integer(),
  unhelpfulCount: Integer(),
  /** Other articles of the same category, most recently updated first. */
  related: ArrayOf(IdTitle()),
});
export type HelpArticle = Static<typeof HelpArticle>;

/** A visitor's vote on an article: null before voting. */
export const FeedbackState = {
  vote: Nullable(StringType({ enum: ['helpful', 'unhelpful'] })),
  helpfulCount: Integer(),
  unhelpfulCount: Integer(),
};

const visitorId = () => Optional(StringType({ minLength: 1, maxLength: 64 }));
const articleReply = Reply({ model: HelpArticle });

export const helpCalls = defineCalls('help', {
  /** The category tree, each node with how many articles it and its children hold. */
  catTree: { ...newsPub('help/catTree'), cache: true, body: NoBody, reply: Reply({ list: ArrayOf(CountTree('HelpCategory')) }) },
  /** One category's articles (with its children's), or all, most recently updated first; 40400 for an unknown category. */
  listPaged: {
    ...newsPub('help/listPaged'),
    body: Body({ catId: Optional(Id()), ...Paging }),
    reply: Reply({ list: ArrayOf(HelpListItem), total: Integer(), category: Nullable(IdName()) }),
  },
  /**
   * An article by id; its view counts once a day per user, else visitor id, else address. 40400 when unknown. A
   * console preview link's ticket (`preview`) shows an unpublished one to whoever holds the link, counting nothing.
   */
  get: { ...newsPub('help/get'), body: Body({ id: Id(), visitorId: visitorId(), preview: PreviewTicket() }), reply: articleReply },
  /** An article by its public number (/help/num/{resNumber}); 40400 when no article has it. */
  getByNumber: {
    ...newsPub('help/getByNumber'),
    trim: ['resNumber'],
    body: Body({ resNumber: StringType({ pattern: RES_NUMBER_PATTERN }), visitorId: visitorId() }),
    reply: articleReply,
  },
  /** The article a share link names (/help/share/{shareId}), for anyone; 40400 for an unknown link. */
  getByShare: {
    ...newsPub('help/getByShare'),
    body: Body({ shareId: StringType({ pattern: SHARE_ID_PATTERN }), visitorId: visitorId() }),
    reply: articleReply,
  },
  /** The share link of an article: made on the first share, the same one afterwards. */
  share: { ...newsPub('help/share'), body: Body({ id: Id() }), reply: Reply({ shareId: StringType() }) },
  /**
   * 有帮助 (helpful: true) or 没帮助: one vote per article and user, else visitor id, else address. A second
   * vote changes nothing and answers the first (`counted` false).
   */
  feedback: {
    ...newsPub('help/feedback'),
    body: Body({ id: Id(), helpful: BooleanType(), visitorId: visitorId() }),
    reply: Reply({ ...FeedbackState, counted: BooleanType() }),
  },
  /** The caller's vote on an article and its counts (the page is cached for everyone; this is the caller's). */
  feedbackState: { ...newsPub('help/feedbackState'), body: Body({ id: Id(), visitorId: visitorId() }), reply: Reply(FeedbackState) },
});

/** The help centre's refusals (their msg: locales/zh-cn/server.json). */
export const helpRefusals = defineRefusals('', {
  helpArticleNotFound: { code: E.notFound },
  helpCategoryNotFound: { code: E.notFound },
  helpShareNotFound: { code: E.notFound },
  /** An address has voted on help articles as often as a day allows. */
  helpVoteLimit: { code: E.invalid },
});
