import { sql } from 'kysely';
import type { CallBody } from '../../../shared/calls/define-call';
import type { AuditEntry, consoleCalls } from '../../../shared/calls/console';
import type { Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { iso, limits, type Count, type Paged } from '../../services/paging';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  itemType: string;
  itemId: string | number;
  tenants: readonly string[];
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Writes one entry; called on the transaction of the change it records, so neither is kept without the other. */
export async function writeAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await kyselyOf(tx)
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      item_type: record.itemType,
      item_id: String(record.itemId),
      tenant_ids: [...record.tenants],
      before: JSON.stringify(record.before ?? {}),
      after: JSON.stringify(record.after ?? {}),
    })
    .execute();
}

/** The fields of `after` whose values differ from `before`, each side with only those fields. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

type AuditQuery = NonNullable<CallBody<typeof consoleCalls.auditList>>;

/** One page of entries, newest first; `tenants` (when given) keeps those touching one of them. */
export async function listAudit(db: Queryable, query: AuditQuery, tenants: readonly string[] | undefined): Promise<Paged<AuditEntry>> {
  const { limit, offset } = limits(query);
  const filtered = kyselyOf(db)
    .selectFrom('audit_log as a')
    .$if(tenants !== undefined, (q) => q.where(sql<boolean>`a.tenant_ids && ${tenants ?? []}::text[]`))
    .$if(query.actorId !== undefined, (q) => q.where('a.actor_id', '=', query.actorId!))
    .$if(query.itemType !== undefined, (q) => q.where('a.item_type', '=', query.itemType!))
    .$if(query.itemId !== undefined, (q) => q.where('a.item_id', '=', query.itemId!))
    .$if(query.action !== undefined, (q) => q.where('a.action', '=', query.action!))
    .$if(query.from !== undefined, (q) => q.where('a.at', '>=', new Date(query.from!)))
    .$if(query.to !== undefined, (q) => q.where('a.at', '<', new Date(query.to!)));
  const [rows, counted] = await Promise.all([
    filtered
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.at', 'a.actor_id', 'u.realname', 'a.action', 'a.item_type', 'a.item_id', 'a.tenant_ids', 'a.before', 'a.after'])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<Count>().as('total')).executeTakeFirst(),
  ]);
  const list = rows.map((row) => ({
    id: Number(row.id),
    at: iso(row.at),
    actorId: row.actor_id,
    actorName: row.realname ?? '',
    action: row.action,
    itemType: row.item_type,
    itemId: row.item_id,
    tenants: row.tenant_ids,
    before: row.before as Record<string, unknown>,
    after: row.after as Record<string, unknown>,
  }));
  return { list, total: Number(counted?.total ?? 0) };
}
