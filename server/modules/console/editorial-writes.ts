import { sql } from 'kysely';
import { RESTORE_DAYS, type EditorialState } from '../../../shared/calls/editorial';
import type { Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { fail } from '../../services/failure';
import { checkItem, checkTenantChange } from './access';
import { changedFields, writeAudit } from './audit';
import {
  releaseColumnOf,
  STATE_FIELDS,
  type AnyKind,
  type EditorialKind,
  type ItemState,
  type Snapshot,
  type StateRow,
  type WriteContext,
} from './editorial-kind';

// Every editorial write, whatever the kind: one transaction that locks the item, checks the editor's tenants,
// writes, bumps the item's version and records the change in the audit log. The content version (pages, sitemap)
// and the search queue follow from the tables' triggers (migrations 005, 006, 025, 028, 030).

const DAY_MS = 86_400_000;

/** One row, or the kind's 40400. */
export async function readItem<Row extends StateRow>(
  kind: EditorialKind<Row, ItemState, Snapshot>,
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<Row> {
  const row = await kind.read(db, id, forUpdate);
  if (!row) throw fail('console.notFound');
  return row;
}

/** The fields a kind prepared, refused when a title is left empty by the plain-text cleaning. */
async function prepared<Item extends ItemState, Fields extends Snapshot>(
  kind: EditorialKind<StateRow, Item, Fields>,
  tx: Queryable,
  body: Fields,
  ctx: WriteContext,
  current?: Item,
): Promise<Snapshot> {
  const fields = await kind.prepare(tx, body, ctx, current);
  if (fields.title === '') throw fail('invalidField', { rule: 'minLength', field: 'title', limit: 1 });
  return fields;
}

/**
 * The kind's change-time column, if it has one and the change moves it: to now() when the item's own fields
 * changed, and never earlier than its release time (a draft published or scheduled is as new as its release), nor
 * later than now() or that time (a schedule withdrawn leaves no future time behind).
 */
function changeTime(kind: AnyKind, changed: Snapshot, ownChanged: boolean) {
  const column = kind.changeTimeColumn;
  if (!column || (!ownChanged && !('releaseTime' in changed))) return [];
  const release = 'releaseTime' in changed ? sql`${changed.releaseTime as string}::timestamptz` : sql.ref(releaseColumnOf(kind));
  const last = ownChanged ? sql`now()` : sql`LEAST(${sql.ref(column)}, now())`;
  return [sql`${sql.ref(column)} = GREATEST(${last}, ${release})`];
}

/** Writes the state fields that changed, the next version and the time of the change. */
async function storeState(tx: Queryable, kind: AnyKind, id: number, changed: Snapshot, ownChanged: boolean) {
  const sets = [
    ...('tenants' in changed ? [sql`tenant_ids = ${changed.tenants as string[]}::text[]`] : []),
    ...('state' in changed ? [sql`${sql.ref(kind.stateColumn)} = ${changed.state as string}`] : []),
    ...('releaseTime' in changed ? [sql`${sql.ref(releaseColumnOf(kind))} = ${changed.releaseTime as string}::timestamptz`] : []),
    ...('deletedAt' in changed ? [sql`deleted_at = ${changed.deletedAt as string | null}::timestamptz`] : []),
    ...changeTime(kind, changed, ownChanged),
    sql`version = version + 1`,
    sql`updated_at = now()`,
  ];
  await sql`UPDATE ${sql.table(kind.table)} SET ${sql.join(sets)} WHERE id = ${id}`.execute(kyselyOf(tx));
}

const split = (changed: Snapshot) => {
  const own = Object.fromEntries(Object.entries(changed).filter(([key]) => !(STATE_FIELDS as readonly string[]).includes(key)));
  return { own, state: changed };
};

/** Applies a change to a locked, checked item: stored, versioned and audited; nothing happens when nothing changes. */
async function apply<Row extends StateRow, Item extends ItemState>(
  kind: EditorialKind<Row, Item, Snapshot>,
  tx: Queryable,
  ctx: WriteContext,
  row: Row,
  action: string,
  next: Snapshot,
): Promise<Item> {
  const item = kind.toItem(row);
  const changed = changedFields(kind.snapshot(item), next);
  if (!Object.keys(changed.after).length) return item;
  const { own, state } = split(changed.after);
  const ownChanged = Object.keys(own).length > 0;
  if (ownChanged) await kind.store(tx, row.id, own);
  await storeState(tx, kind as AnyKind, row.id, state, ownChanged);
  await writeAudit(tx, {
    actorId: ctx.editor.userId,
    action,
    itemType: kind.itemType,
    itemId: row.id,
    tenants: [...new Set([...row.tenant_ids, ...((changed.after.tenants as string[] | undefined) ?? [])])],
    before: { ...changed.before, version: row.version },
    after: { ...changed.after, version: row.version + 1 },
  });
  return kind.toItem(await readItem(kind, tx, row.id));
}

/** A new draft, owned by the tenants named (the request's tenant when none are). */
export async function createItem<Row extends StateRow, Item extends ItemState, Fields extends Snapshot>(
  kind: EditorialKind<Row, Item, Fields>,
  ctx: WriteContext,
  requestTenant: string,
  body: Fields,
): Promise<Item> {
  return ctx.db.transaction(async (tx) => {
    const tenants = (body.tenants as string[] | undefined) ?? [requestTenant];
    checkTenantChange(ctx.editor, [], tenants);
    if (tenants.some((tenant) => !ctx.knownTenant(tenant))) throw fail('console.unknownTenant');
    const fields = await prepared(kind, tx, body, ctx);
    const id = await kind.insert(tx, fields, ctx);
    await sql`UPDATE ${sql.table(kind.table)} SET tenant_ids = ${tenants}::text[] WHERE id = ${id}`.execute(kyselyOf(tx));
    const { own } = split(fields);
    await kind.store(tx, id, own);
    const item = kind.toItem(await readItem(kind, tx, id));
    await writeAudit(tx, {
      actorId: ctx.editor.userId,
      action: 'create',
      itemType: kind.itemType,
      itemId: id,
      tenants,
      after: kind.snapshot(item),
    });
    return item;
  });
}

/** The fields changed since `version`, with their current values (from the audit entries of the later versions). */
async function changedSince(tx: Queryable, itemType: string, current: Snapshot, id: number, version: number): Promise<Snapshot> {
  const entries = await tx.query<{ after: Snapshot }>(
    `SELECT after FROM audit_log WHERE item_type = $1 AND item_id = $2 AND (after->>'version')::int > $3`,
    [itemType, String(id), version],
  );
  const keys = new Set(entries.flatMap((entry) => Object.keys(entry.after)).filter((key) => key !== 'version'));
  return Object.fromEntries([...keys].map((key) => [key, current[key]]));
}

export async function updateItem<Row extends StateRow, Item extends ItemState, Fields extends Snapshot>(
  kind: EditorialKind<Row, Item, Fields>,
  ctx: WriteContext,
  id: number,
  version: number,
  body: Fields,
): Promise<Item> {
  return ctx.db.transaction(async (tx) => {
    const row = await readItem(kind, tx, id, true);
    checkItem(ctx.editor, row.tenant_ids);
    const current = kind.toItem(row);
    if (row.version !== version) {
      const changed = await changedSince(tx, kind.itemType, kind.snapshot(current), id, version);
      throw fail('console.staleVersion', {}, { extra: { version: row.version, changed } });
    }
    if (row.deleted_at) throw fail('console.deleted');
    const tenants = body.tenants as string[] | undefined;
    if (tenants) {
      checkTenantChange(ctx.editor, row.tenant_ids, tenants);
      if (tenants.some((tenant) => !ctx.knownTenant(tenant))) throw fail('console.unknownTenant');
    }
    return apply(kind, tx, ctx, row, 'update', await prepared(kind, tx, body, ctx, current));
  });
}

export type Transition = 'publish' | 'schedule' | 'unpublish' | 'delete' | 'restore';

/** What a transition sets, or the refusal it meets. */
function transitionOf(row: StateRow, transition: Transition, now: Date, at?: Date): Snapshot {
  const state = (value: EditorialState) => ({ state: value });
  if (transition === 'restore') {
    if (!row.deleted_at) throw fail('console.notDeleted');
    if (now.getTime() - row.deleted_at.getTime() > RESTORE_DAYS * DAY_MS) throw fail('console.restoreExpired', { days: RESTORE_DAYS });
    return { deletedAt: null };
  }
  if (row.deleted_at) throw fail('console.deleted');
  switch (transition) {
    case 'publish':
      return row.state === 'published' ? {} : { ...state('published'), releaseTime: now.toISOString() };
    case 'schedule':
      if (!at || at.getTime() <= now.getTime()) throw fail('console.notFuture');
      return { ...state('scheduled'), releaseTime: at.toISOString() };
    case 'unpublish':
      return state(row.state === 'draft' ? 'draft' : 'unpublished');
    case 'delete':
      return { deletedAt: now.toISOString() };
  }
}

export async function changeState<Row extends StateRow, Item extends ItemState>(
  kind: EditorialKind<Row, Item, Snapshot>,
  ctx: WriteContext,
  id: number,
  transition: Transition,
  at?: Date,
): Promise<Item> {
  return ctx.db.transaction(async (tx) => {
    const row = await readItem(kind, tx, id, true);
    checkItem(ctx.editor, row.tenant_ids);
    return apply(kind, tx, ctx, row, transition, transitionOf(row, transition, ctx.now, at));
  });
}
