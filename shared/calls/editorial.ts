import type { TProperties, TSchema } from 'typebox';
import type { CallRow, CallSpec } from './define-call';
import { ArrayOf, Body, DateTime, Enum, Id, Integer, Model, Nullable, Optional, Paging, Reply, StringType, type Static } from './schema';

// What every kind of content the console edits has in common (news, standards, courses): a state, owning tenants,
// soft deletion, a version an update must carry, and the same ten calls. Each kind's call file names its fields.

/** Where an item stands: `scheduled` turns into `published` by itself at its release time. */
export const EDITORIAL_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type EditorialState = (typeof EDITORIAL_STATES)[number];

/** What the console's lists filter on: a state, or the deleted items (any state, restorable for RESTORE_DAYS). */
export const EDITORIAL_FILTERS = [...EDITORIAL_STATES, 'deleted'] as const;

/** Minutes a preview link works. */
export const PREVIEW_MINUTES = 30;

/** Days a deleted item may be restored. */
export const RESTORE_DAYS = 30;

export const Title = () => StringType({ minLength: 1, maxLength: 200 });
export const TenantId = () => StringType({ pattern: '^[a-z][a-z0-9-]{1,30}$' });
/** An uploaded file's address on this host, an outside http(s) one, or none. */
export const FileUrl = () => StringType({ maxLength: 1000, pattern: '^$|^(https?://|/(?!/))' });

/** The tenants an item belongs to; none: shared by every tenant (the main tenant's admins only). */
export const editableTenants = { tenants: Optional(ArrayOf(TenantId(), { maxItems: 32, uniqueItems: true })) };

/** The fields of an item that are its state rather than its content: every kind's item has them. */
export const editorialState = {
  id: Integer(),
  tenants: ArrayOf(StringType()),
  state: Enum(EDITORIAL_STATES),
  releaseTime: DateTime(),
  deletedAt: Nullable(DateTime()),
  updatedAt: DateTime(),
  version: Integer(),
};

/** A row of a console list, whatever the kind. */
export const EditorialBrief = Model({ ...editorialState, title: StringType() });
export type EditorialBrief = Static<typeof EditorialBrief>;

const ItemId = { id: Id() };

/**
 * A kind's schemas, under the keys the browser build strips (vite-plugins/strip-call-schemas.ts): the factory
 * reads them only inside rows' `body` and `reply`, so the browser gets the rows' wire facts and no schema.
 */
interface KindSchemas<E extends TProperties, R extends TProperties, I extends TSchema, F extends TProperties> {
  body: {
    /** The fields an editor writes, each optional (an update changes those given). */
    editable: E;
    /** The fields a new draft must have, overriding their optional forms. */
    required: R;
    /** The kind's own list filters. */
    filters: F;
  };
  /** One item as the console sees it. */
  reply: I;
}

/**
 * The console's calls of one kind of content, at /crm/sdm/console/<path>/…: list, get, create, update (refused
 * with the fields changed since when `version` is not the item's), preview, and the transitions.
 */
export function editorialSpecs<E extends TProperties, R extends TProperties, I extends TSchema, F extends TProperties>(
  path: string,
  schemas: KindSchemas<E, R, I, F>,
) {
  const at = (name: string) => ({ path: `/crm/sdm/console/${path}/${name}`, login: true as const, role: 'editor' as const });
  const one = () => Reply({ item: schemas.reply });
  const transition = (name: string) => ({ ...at(name), body: Body(ItemId), reply: one() });
  return {
    list: {
      ...at('list'),
      trim: ['keyword'],
      dropEmpty: true,
      body: Body({
        ...Paging,
        keyword: Optional(StringType({ maxLength: 100 })),
        status: Optional(Enum(EDITORIAL_FILTERS)),
        tenant: Optional(TenantId()),
        ...schemas.body.filters,
      }),
      reply: Reply({ list: ArrayOf(EditorialBrief), total: Integer() }),
    },
    get: { ...at('get'), body: Body(ItemId), reply: one() },
    create: { ...at('create'), trim: ['title'], body: Body({ ...schemas.body.editable, ...schemas.body.required }), reply: one() },
    update: {
      ...at('update'),
      trim: ['title'],
      body: Body({ ...ItemId, version: Integer({ minimum: 1 }), ...schemas.body.editable }),
      reply: one(),
    },
    /** A link that shows the item, published or not, as visitors of `tenant` will see it, for PREVIEW_MINUTES. */
    preview: { ...at('preview'), body: Body({ ...ItemId, tenant: TenantId() }), reply: Reply({ url: StringType() }) },
    publish: transition('publish'),
    /** Publishes at a future time. */
    schedule: { ...at('schedule'), body: Body({ ...ItemId, at: DateTime() }), reply: one() },
    unpublish: transition('unpublish'),
    /** Soft delete: gone from the site, restorable for RESTORE_DAYS days. */
    delete: transition('delete'),
    restore: transition('restore'),
  } satisfies Record<string, CallSpec>;
}

/** The ten calls of any kind, for the code that handles every kind alike (their bodies and answers differ). */
export type EditorialRows = { readonly [K in keyof ReturnType<typeof editorialSpecs>]: CallRow };
