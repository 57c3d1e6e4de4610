import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { Keyword, PreviewTicket } from './content-fields';
import { defineCalls } from './define-call';
import { KEYWORD_MAX } from './enums';
import {
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  FileReply,
  Id,
  Integer,
  MaybeBody,
  Model,
  NoBody,
  NoQuery,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// SPEC §7 learning calls (under /ai, like the bid calls), plus what the player needs beyond them: one
// course's detail, the saved position of a lesson and the clip file itself (served with HTTP ranges).

/** How a course list is ordered: newest (the SPEC §9 sort key) or most starred. */
export const VIDEO_SORTS = ['newest', 'popular'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

/** What a user keeps of a course: a favourite and a star. */
export const VIDEO_OPERATION_KINDS = ['favorite', 'star'] as const;
export type VideoOperationKind = (typeof VIDEO_OPERATION_KINDS)[number];

/** A category with how many courses it holds. */
export const VideoCategory = Model({ id: Integer(), name: StringType(), count: Integer() });
export type VideoCategory = Static<typeof VideoCategory>;

const itemFields = {
  id: Integer(),
  catId: Integer(),
  catName: StringType(),
  title: StringType(),
  memo: StringType(),
  teacher: StringType(),
  /** The cover picture's address, relative to the portal's origin. */
  cover: StringType(),
  lessonCount: Integer(),
  /** Seconds, all lessons together. */
  duration: Integer(),
  viewCount: Integer(),
  starCount: Integer(),
  /** checkLogin: only a logged-in user may play it. */
  loginRequired: BooleanType(),
  releaseTime: DateTime(),
};

/** A course in a list. */
export const VideoItem = Model(itemFields);
export type VideoItem = Static<typeof VideoItem>;

/** A course in a logged-in user's list: whether they favourited and starred it. */
export const UserVideoItem = Model({ ...itemFields, favorited: BooleanType(), starred: BooleanType() });
export type UserVideoItem = Static<typeof UserVideoItem>;

/** A course the user kept, with when. */
export const KeptVideoItem = Model({ ...itemFields, at: DateTime() });
export type KeptVideoItem = Static<typeof KeptVideoItem>;

/** One lesson of a course; `duration` in seconds. */
export const VideoLesson = Model({ id: Integer(), seq: Integer(), title: StringType(), duration: Integer() });
export type VideoLesson = Static<typeof VideoLesson>;

export const VideoDetail = Model({ ...itemFields, favoriteCount: Integer(), lessons: ArrayOf(VideoLesson) });
export type VideoDetail = Static<typeof VideoDetail>;

/** The caller's favourite and star of a course, its counters, and where they stopped in each lesson. */
export const VideoOperations = Model({
  favorited: BooleanType(),
  starred: BooleanType(),
  starCount: Integer(),
  favoriteCount: Integer(),
  positions: ArrayOf(Model({ lessonId: Integer(), position: Integer() })),
});
export type VideoOperations = Static<typeof VideoOperations>;

/** Whether the caller may play a course; for a login-required one a logged-in caller gets a play ticket. */
export const VideoCheckLogin = Model({ loginRequired: BooleanType(), loggedIn: BooleanType(), ticket: Nullable(StringType()) });
export type VideoCheckLogin = Static<typeof VideoCheckLogin>;

/** A play ticket: what checkLogin hands out, 43 characters of base64url. */
export const PLAY_TICKET_PATTERN = '^[A-Za-z0-9_-]{20,100}$';

const listFields = {
  /** A category; absent: every category. */
  catId: Optional(Id()),
  /** Matches in the title or description. */
  keyword: Optional(Keyword()),
  sort: Optional(Enum(VIDEO_SORTS, { type: 'string', default: 'newest' })),
  ...Paging,
};
const idBody = Body({ id: Id() });
const login = { login: true } as const;
const operation = (name: string) => ({
  path: `/ai/pub/videoRes/${name}`,
  ...login,
  body: idBody,
  reply: Reply({ model: VideoOperations }),
});

export const learningCalls = defineCalls('learning', {
  /** The categories in their order, each with its count of courses. Body: none. */
  catList: { path: '/ai/pub/videoCat/list', cache: true, body: NoBody, reply: Reply({ list: ArrayOf(VideoCategory) }) },
  /** Courses of a category (or all) matching a keyword, newest or most starred first. */
  listNew: {
    path: '/ai/pub/videoRes/listNew',
    trim: ['keyword'],
    body: MaybeBody(listFields),
    reply: Reply({ list: ArrayOf(VideoItem), total: Integer() }),
  },
  /** Up to `size` recommended courses, of a category when given, never `excludeId` (the one being watched). */
  recommend: {
    path: '/ai/pub/videoRes/getRecommendVideo',
    body: MaybeBody({ catId: Optional(Id()), excludeId: Optional(Id()), size: Optional(Integer({ minimum: 1, maximum: 12, default: 6 })) }),
    reply: Reply({ list: ArrayOf(VideoItem) }),
  },
  /** One course with its lessons; its view counts once per visitor per day (the browser names its visitor id). */
  get: {
    path: '/ai/pub/videoRes/get',
    body: Body({ id: Id(), visitorId: Optional(StringType({ minLength: 1, maxLength: 64 })), preview: PreviewTicket() }),
    reply: Reply({ model: VideoDetail }),
  },
  favorite: operation('favorite'),
  cancelFavorite: operation('cancelFavorite'),
  addStar: operation('addStar'),
  reduceStar: operation('reduceStar'),
  /** The caller's state of a course; a visitor gets the counters with nothing favourited, starred or watched. */
  userOperationState: { path: '/ai/pub/videoRes/userOperationState', body: idBody, reply: Reply({ model: VideoOperations }) },
  /** Whether the caller may play a course, and the ticket its clips are fetched with when it needs a login. */
  checkLogin: { path: '/ai/pub/videoRes/checkLogin', body: idBody, reply: Reply({ model: VideoCheckLogin }) },
  /**
   * A lesson's clip, with HTTP range requests (206, Accept-Ranges, Content-Range; 416 for a range past the end).
   * A login-required course's clip needs `?ticket=` of checkLogin (or the bearer header): HTTP 401 without.
   */
  file: {
    method: 'GET',
    path: '/ai/pub/videoRes/file/:lessonId',
    params: Body({ lessonId: StringType({ pattern: '^[1-9][0-9]{0,8}$' }) }),
    body: MaybeBody({ ticket: Optional(StringType({ pattern: PLAY_TICKET_PATTERN })) }),
    reply: FileReply,
    produces: 'file',
  },
  /** A course's cover picture (public, cached a day): a file, or `course-<id>.svg` drawn in the tenant's colours. */
  cover: {
    method: 'GET',
    path: '/ai/pub/videoRes/cover/:name',
    params: Body({ name: StringType({ pattern: '^[a-z0-9-]{1,40}\\.(jpg|svg)$' }) }),
    body: NoQuery,
    reply: FileReply,
    produces: 'file',
  },
  /** Where the user stopped in a lesson, in whole seconds (saved while playing, on pause and on leaving). */
  savePosition: {
    path: '/ai/videoRes/savePosition',
    ...login,
    body: Body({ lessonId: Id(), position: Integer({ minimum: 0, maximum: 86_400 }) }),
    reply: Reply({}),
  },
  /** listNew for a logged-in user: each course says whether they favourited and starred it. */
  userListNew: {
    path: '/ai/videoRes/listNew',
    ...login,
    trim: ['keyword'],
    body: MaybeBody(listFields),
    reply: Reply({ list: ArrayOf(UserVideoItem), total: Integer() }),
  },
  /** A keyword across every category: how many courses match in each, and one page of them (in the list's sort). */
  unionSearch: {
    path: '/ai/videoCat/unionSearchNew',
    ...login,
    trim: ['keyword'],
    body: Body({ ...listFields, keyword: StringType({ minLength: 1, maxLength: KEYWORD_MAX }) }),
    reply: Reply({ cats: ArrayOf(VideoCategory), list: ArrayOf(UserVideoItem), total: Integer() }),
  },
  /** The courses the user favourited (kind favorite, the default) or starred, latest first. */
  listByFavoritePaged: {
    path: '/ai/videoRes/listByFavoritePaged',
    ...login,
    body: MaybeBody({ kind: Optional(Enum(VIDEO_OPERATION_KINDS, { type: 'string', default: 'favorite' })), ...Paging }),
    reply: Reply({ list: ArrayOf(KeptVideoItem), total: Integer() }),
  },
});

/** The learning calls' refusals (their msg: locales/zh-cn/server.json). */
export const learningRefusals = defineRefusals('', {
  videoNotFound: { code: E.notFound },
  videoCategoryNotFound: { code: E.notFound },
  lessonNotFound: { code: E.notFound },
});
