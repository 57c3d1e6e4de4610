import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { defineCalls } from './define-call';
import {
  ArrayOf,
  Body,
  DateTime,
  Enum,
  Id,
  Integer,
  Model,
  MultiLineText,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  AnyObject,
  type Static,
} from './schema';

// The operator console's news editing (SPEC "An operator console"): editors of a tenant write its news, its
// admins also grant roles and read the audit log. The row's role is checked on every call, the item's tenants by
// the service.

/** Where a news item stands: `scheduled` turns into `published` by itself at its release time. */
export const EDITORIAL_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type EditorialState = (typeof EDITORIAL_STATES)[number];

/** What the console's list filters on: a state, or the deleted items (any state, restorable for 30 days). */
export const EDITORIAL_FILTERS = [...EDITORIAL_STATES, 'deleted'] as const;

export const CONTENT_ROLES = ['editor', 'admin'] as const;
export type ContentRole = (typeof CONTENT_ROLES)[number];

/** Minutes a preview link works. */
export const PREVIEW_MINUTES = 30;

/** Days a deleted item may be restored. */
export const RESTORE_DAYS = 30;

const Title = () => StringType({ minLength: 1, maxLength: 200 });
const TenantId = () => StringType({ pattern: '^[a-z][a-z0-9-]{1,30}$' });

/** The fields an editor writes; a body is sanitised to the site's allow-list, a title kept to plain text. */
const editable = {
  dirId: Optional(Id()),
  title: Optional(Title()),
  viceTitle: Optional(StringType({ maxLength: 200 })),
  memo: Optional(MultiLineText({ maxLength: 1000 })),
  content: Optional(MultiLineText({ maxLength: 500_000 })),
  coverUrl: Optional(StringType({ maxLength: 1000, pattern: '^$|^(https?://|/(?!/))' })),
  source: Optional(StringType({ maxLength: 200 })),
  authorName: Optional(StringType({ maxLength: 100 })),
  seoTitle: Optional(StringType({ maxLength: 200 })),
  seoKeyword: Optional(StringType({ maxLength: 500 })),
  seoDesc: Optional(StringType({ maxLength: 1000 })),
  tagIds: Optional(ArrayOf(Id(), { maxItems: 20, uniqueItems: true })),
  /** The tenants the item belongs to; none: shared by every tenant (the main tenant's admins only). */
  tenants: Optional(ArrayOf(TenantId(), { maxItems: 32, uniqueItems: true })),
};
export type EditableField = keyof typeof editable;

/** One news item as the console sees it: every field, its state and the version an update must carry. */
export const EditorialNews = Model({
  id: Integer(),
  dirId: Integer(),
  title: StringType(),
  viceTitle: StringType(),
  memo: StringType(),
  content: StringType(),
  coverUrl: StringType(),
  source: StringType(),
  authorName: StringType(),
  seoTitle: StringType(),
  seoKeyword: StringType(),
  seoDesc: StringType(),
  tagIds: ArrayOf(Integer()),
  tenants: ArrayOf(StringType()),
  state: Enum(EDITORIAL_STATES),
  releaseTime: DateTime(),
  deletedAt: Nullable(DateTime()),
  updatedAt: DateTime(),
  readCount: Integer(),
  version: Integer(),
});
export type EditorialNews = Static<typeof EditorialNews>;

/** A row of the console's list. */
export const EditorialBrief = Model({
  id: Integer(),
  dirId: Integer(),
  title: StringType(),
  tenants: ArrayOf(StringType()),
  state: Enum(EDITORIAL_STATES),
  releaseTime: DateTime(),
  deletedAt: Nullable(DateTime()),
  updatedAt: DateTime(),
  version: Integer(),
});
export type EditorialBrief = Static<typeof EditorialBrief>;

export const AuditEntry = Model({
  id: Integer(),
  at: DateTime(),
  actorId: Nullable(StringType()),
  actorName: StringType(),
  action: StringType(),
  itemType: StringType(),
  itemId: StringType(),
  tenants: ArrayOf(StringType()),
  before: AnyObject,
  after: AnyObject,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const RoleGrant = Model({
  userId: StringType(),
  phone: Nullable(StringType()),
  realname: StringType(),
  tenant: StringType(),
  role: Enum(CONTENT_ROLES),
});
export type RoleGrant = Static<typeof RoleGrant>;

/** A tenant the caller works on in the console. */
export const ConsoleTenant = Model({ id: StringType(), title: StringType(), role: Enum(CONTENT_ROLES) });
export type ConsoleTenant = Static<typeof ConsoleTenant>;

const NewsId = { id: Id() };
const OneNews = Reply({ news: EditorialNews });
const consolePath = (name: string) => ({ path: `/crm/sdm/console/${name}`, login: true as const });

export const consoleCalls = defineCalls('console', {
  /** The tenants whose content the caller edits, with their titles and the caller's role in each. */
  me: {
    ...consolePath('me'),
    role: 'editor',
    body: Body({}),
    reply: Reply({ tenants: ArrayOf(ConsoleTenant) }),
  },
  /** News of the caller's tenants (and shared news for the main tenant's admins), drafts and deleted included. */
  newsList: {
    ...consolePath('news/list'),
    role: 'editor',
    trim: ['keyword'],
    dropEmpty: true,
    body: Body({
      ...Paging,
      keyword: Optional(StringType({ maxLength: 100 })),
      dirId: Optional(Id()),
      status: Optional(Enum(EDITORIAL_FILTERS)),
      tenant: Optional(TenantId()),
    }),
    reply: Reply({ list: ArrayOf(EditorialBrief), total: Integer() }),
  },
  newsGet: { ...consolePath('news/get'), role: 'editor', body: Body(NewsId), reply: OneNews },
  /** A new draft. */
  newsCreate: {
    ...consolePath('news/create'),
    role: 'editor',
    trim: ['title'],
    body: Body({ ...editable, dirId: Id(), title: Title() }),
    reply: OneNews,
  },
  /** Changes the fields given; refused with the fields changed since when `version` is not the item's. */
  newsUpdate: {
    ...consolePath('news/update'),
    role: 'editor',
    trim: ['title'],
    body: Body({ ...NewsId, version: Integer({ minimum: 1 }), ...editable }),
    reply: OneNews,
  },
  /** A link that shows the item, published or not, as visitors of `tenant` will see it, for PREVIEW_MINUTES. */
  newsPreview: {
    ...consolePath('news/preview'),
    role: 'editor',
    body: Body({ ...NewsId, tenant: TenantId() }),
    reply: Reply({ url: StringType() }),
  },
  newsPublish: { ...consolePath('news/publish'), role: 'editor', body: Body(NewsId), reply: OneNews },
  /** Publishes at a future time. */
  newsSchedule: { ...consolePath('news/schedule'), role: 'editor', body: Body({ ...NewsId, at: DateTime() }), reply: OneNews },
  newsUnpublish: { ...consolePath('news/unpublish'), role: 'editor', body: Body(NewsId), reply: OneNews },
  /** Soft delete: gone from the site, restorable for RESTORE_DAYS days. */
  newsDelete: { ...consolePath('news/delete'), role: 'editor', body: Body(NewsId), reply: OneNews },
  newsRestore: { ...consolePath('news/restore'), role: 'editor', body: Body(NewsId), reply: OneNews },
  /** Who changed what, newest first, within the caller's admin tenants. */
  auditList: {
    ...consolePath('audit/list'),
    role: 'admin',
    dropEmpty: true,
    body: Body({
      ...Paging,
      actorId: Optional(StringType({ format: 'uuid' })),
      itemType: Optional(StringType({ maxLength: 32 })),
      itemId: Optional(StringType({ maxLength: 64 })),
      action: Optional(StringType({ maxLength: 32 })),
      from: Optional(DateTime()),
      to: Optional(DateTime()),
    }),
    reply: Reply({ list: ArrayOf(AuditEntry), total: Integer() }),
  },
  roleList: { ...consolePath('role/list'), role: 'admin', body: Body({}), reply: Reply({ list: ArrayOf(RoleGrant) }) },
  /** Gives an account (by phone) a role in one of the caller's admin tenants. */
  roleGrant: {
    ...consolePath('role/grant'),
    role: 'admin',
    trim: ['phone'],
    body: Body({ phone: StringType({ minLength: 5, maxLength: 20 }), tenant: TenantId(), role: Enum(CONTENT_ROLES) }),
    reply: Reply({ list: ArrayOf(RoleGrant) }),
  },
  roleRevoke: {
    ...consolePath('role/revoke'),
    role: 'admin',
    body: Body({ userId: StringType({ format: 'uuid' }), tenant: TenantId() }),
    reply: Reply({ list: ArrayOf(RoleGrant) }),
  },
});

/** The console's refusals (their msg: locales/zh-cn/server.json `console`). */
export const consoleRefusals = defineRefusals('console', {
  newsNotFound: { code: E.notFound },
  /** The item, or a tenant named, is not one of the caller's (shared news: the main tenant's admins only). */
  otherTenant: { code: E.forbidden, status: 403 },
  /** An update carried an old version (HTTP 200, as SPEC §8 asks); the answer's `extra` lists the fields changed since with their current values. */
  staleVersion: { code: '40900' },
  unknownColumn: { code: E.invalid },
  unknownTag: { code: E.invalid },
  unknownTenant: { code: E.invalid },
  notFuture: { code: E.invalid },
  deleted: { code: E.invalid },
  notDeleted: { code: E.invalid },
  restoreExpired: { code: E.invalid },
  noAccount: { code: E.notFound },
});
