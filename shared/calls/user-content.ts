import { PagingBody } from './content-fields';
import { defineCalls } from './define-call';
import { READABLE_TYPES } from './enums';
import { ArrayOf, Body, DateTime, Enum, Id, Integer, Model, Paging, Reply, StringType, type Static } from './schema';

/** What a user may do to a news item and find again in the personal centre. */
export const OPERATION_KINDS = ['praise', 'favorite'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

const itemFields = {
  /** A SPEC §9 content type label (material: a file of the download area). */
  bizType: StringType(),
  bizId: Integer(),
  /** '' once the item is gone. */
  title: StringType(),
};

/** A praised, favourited or downloaded item, with when. */
export const UserContentItem = Model({ ...itemFields, at: DateTime() });
export type UserContentItem = Static<typeof UserContentItem>;

/** An item of the read history, with when it was last read. */
export const ReadHistoryItem = Model({ ...itemFields, readAt: DateTime() });
export type ReadHistoryItem = Static<typeof ReadHistoryItem>;

const userPage = Reply({ list: ArrayOf(UserContentItem), total: Integer() });

/** SPEC §7 private calls of the personal centre, newest first; each needs a session (HTTP 401 without). */
export const userContentCalls = defineCalls('userContent', {
  readHistoryListPaged: {
    path: '/news/readHistory/listPaged',
    login: true,
    body: PagingBody,
    reply: Reply({ list: ArrayOf(ReadHistoryItem), total: Integer() }),
  },
  /** Records a read the client saw (e.g. a library document); an unknown item is 40400. */
  readHistoryCreate: {
    path: '/news/readHistory/create',
    login: true,
    body: Body({ bizType: Enum(READABLE_TYPES, { type: 'string' }), bizId: Id() }),
    reply: Reply({}),
  },
  operationListPaged: {
    path: '/news/operation/listPaged',
    login: true,
    body: Body({ kind: Enum(OPERATION_KINDS, { type: 'string' }), ...Paging }),
    reply: userPage,
  },
  downloadListPaged: { path: '/news/download/listPaged', login: true, body: PagingBody, reply: userPage },
});
