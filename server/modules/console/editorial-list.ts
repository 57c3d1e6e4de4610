import { sql } from 'kysely';
import type { EditorialBrief, EDITORIAL_FILTERS } from '../../../shared/calls/editorial';
import type { Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { containsPattern, limits, type Paged, type Paging } from '../../services/paging';
import { isChiefAdmin, type Editor } from './access';
import { itemStateOf, stateColumns, type AnyKind, type StateRow } from './editorial-kind';

export interface ListQuery extends Paging {
  keyword?: string;
  status?: (typeof EDITORIAL_FILTERS)[number];
  tenant?: string;
  [filter: string]: unknown;
}

/** One page of a kind's items the editor may touch, last changed first. Deleted items only when asked for. */
export async function listItems(db: Queryable, kind: AnyKind, editor: Editor, query: ListQuery): Promise<Paged<EditorialBrief>> {
  const { limit, offset } = limits(query);
  const scope = isChiefAdmin(editor) ? undefined : editor.editorTenants;
  const state = sql.ref(`t.${kind.stateColumn}`);
  const title = kind.listTitle ?? sql<string>`t.title`;
  const conditions = [
    ...(scope ? [sql`t.tenant_ids && ${scope}::text[]`] : []),
    ...(query.tenant ? [sql`${query.tenant} = ANY(t.tenant_ids)`] : []),
    ...(query.keyword ? [sql`${title} ILIKE ${containsPattern(query.keyword)}`] : []),
    ...(query.status === 'deleted'
      ? [sql`t.deleted_at IS NOT NULL`]
      : [sql`t.deleted_at IS NULL`, ...(query.status ? [sql`${state} = ${query.status}`] : [])]),
    ...(kind.listFilters?.(query) ?? []),
  ];
  const where = sql.join(conditions, sql` AND `);
  const from = sql`${sql.table(kind.table)} t`;
  const db_ = kyselyOf(db);
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<StateRow & { title: string }>`SELECT ${stateColumns(kind)}, ${title} AS title FROM ${from} WHERE ${where}
      ORDER BY t.updated_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db_),
    sql<{ total: number | string }>`SELECT count(*) AS total FROM ${from} WHERE ${where}`.execute(db_),
  ]);
  const list = rows.map((row) => ({ ...itemStateOf(row), title: row.title }));
  return { list, total: Number(counted[0]?.total ?? 0) };
}
