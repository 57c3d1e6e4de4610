import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { defineCalls } from './define-call';
import { TenantId } from './editorial';
import {
  AnyObject,
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  Integer,
  Model,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// The operator console (SPEC "An operator console"): who may do what, the audit log and the content roles. Each
// kind of content has its calls in console-<kind>.ts (editorial.ts makes them). The row's role is checked on
// every call, the item's tenants by the service.

export const CONTENT_ROLES = ['editor', 'admin'] as const;
export type ContentRole = (typeof CONTENT_ROLES)[number];

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

/** One run of the tender import (npm run tenders:import) and the records it refused, with why. */
export const TenderImportRun = Model({
  id: Integer(),
  source: StringType(),
  format: Nullable(StringType()),
  startedAt: DateTime(),
  finishedAt: DateTime(),
  created: Integer(),
  updated: Integer(),
  skipped: Integer(),
  refused: ArrayOf(Model({ at: StringType(), reason: StringType() })),
  /** The attachments of the run's notices fetched from their addresses: stored, still to fetch, and refused with why. */
  attachments: Model({
    stored: Integer(),
    pending: Integer(),
    refused: ArrayOf(Model({ at: StringType(), reason: StringType() })),
  }),
});
export type TenderImportRun = Static<typeof TenderImportRun>;

/** A tender feed (TENDER_FEEDS) as the schedule last left it. */
export const TenderFeedState = Model({
  feed: StringType(),
  /** In TENDER_FEEDS now; false for a feed polled before and since taken out. */
  configured: BooleanType(),
  lastPolled: Nullable(DateTime()),
  /** When the schedule polls it next; null when it is not configured or not polled yet (it is due now). */
  nextPoll: Nullable(DateTime()),
  /** 'imported …', 'unchanged: …' or 'failed: …'; null before its first poll. */
  lastStatus: Nullable(StringType()),
});
export type TenderFeedState = Static<typeof TenderFeedState>;

/** A tenant the caller works on in the console. */
export const ConsoleTenant = Model({ id: StringType(), title: StringType(), role: Enum(CONTENT_ROLES) });
export type ConsoleTenant = Static<typeof ConsoleTenant>;

const consolePath = (name: string) => ({ path: `/crm/sdm/console/${name}`, login: true as const });

export const consoleCalls = defineCalls('console', {
  /** The tenants whose content the caller edits, with their titles and the caller's role in each. */
  me: {
    ...consolePath('me'),
    role: 'editor',
    body: Body({}),
    reply: Reply({ tenants: ArrayOf(ConsoleTenant) }),
  },
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
  /** The tender import's runs, newest first (read-only). */
  tenderImportRuns: {
    ...consolePath('tender-import/runs'),
    role: 'editor',
    body: Body({ ...Paging }),
    reply: Reply({ list: ArrayOf(TenderImportRun), total: Integer() }),
  },
  /** The tender feeds and how each one's last poll went (read-only). */
  tenderFeeds: {
    ...consolePath('tender-import/feeds'),
    role: 'editor',
    body: Body({}),
    reply: Reply({ list: ArrayOf(TenderFeedState) }),
  },
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
  /** The item does not exist (a deleted one is found, to be restored). */
  notFound: { code: E.notFound },
  /** The item, or a tenant named, is not one of the caller's (shared news: the main tenant's admins only). */
  otherTenant: { code: E.forbidden, status: 403 },
  /** An update carried an old version (HTTP 200, as SPEC §8 asks); the answer's `extra` lists the fields changed since with their current values. */
  staleVersion: { code: '40900' },
  unknownColumn: { code: E.invalid },
  unknownTag: { code: E.invalid },
  unknownTenant: { code: E.invalid },
  unknownCategory: { code: E.invalid },
  /** A help article's number that another article (deleted ones too) already has. */
  duplicateNumber: { code: E.invalid },
  /** A file address that is not an upload of the kind the field takes. */
  unknownFile: { code: E.invalid },
  /** A new lesson without its video. */
  lessonVideo: { code: E.invalid },
  notFuture: { code: E.invalid },
  deleted: { code: E.invalid },
  notDeleted: { code: E.invalid },
  restoreExpired: { code: E.invalid },
  noAccount: { code: E.notFound },
  /** A city of the recruit page that does not exist. */
  unknownCity: { code: E.invalid },
  /** A kind shown only in a list (downloads, jobs) has no page of its own to preview an item on. */
  noPreview: { code: E.invalid },
  /** A product's or solution's code that another one of its table has. */
  codeTaken: { code: E.invalid },
  /** A product id (of a solution, of an update-log entry) that names no product. */
  unknownProduct: { code: E.invalid },
  /** A release version the product's update log already has. */
  versionTaken: { code: E.invalid },
});
