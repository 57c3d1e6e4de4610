import type { PageRequest } from '../../shared/calls/content-fields';
import type { Queryable } from '../db/database';

// Paging shared by the information hub's lists: every list is paged in SQL with its total, and nothing
// loads a whole table (DESIGN "Scaling out").

export type Paging = PageRequest;

export interface Paged<T> {
  list: T[];
  total: number;
}

export type Count = string | number;

export const iso = (value: Date | string) => new Date(value).toISOString();

export function limits({ page = 1, pageSize = 10 }: Paging): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The count of a page past the end, when it needs fewer parameters than the page's select. */
export interface CountQuery {
  sql: string;
  params: unknown[];
}

/**
 * One page of `select` (its parameters are $1..$n; it selects count(*) OVER () AS total and ends with its
 * ORDER BY), with the total. A page past the end has no row to carry the total, so `count` (selecting
 * `total`) counts it then: a string runs with the same parameters; a select whose columns take parameters of
 * their own (a user's marks on each row) passes the count its own, since PostgreSQL refuses a parameter
 * that the statement does not use.
 */
export async function fetchPage<Row, T>(
  db: Queryable,
  select: string,
  count: string | CountQuery,
  params: unknown[],
  paging: Paging,
  map: (row: Row) => T,
): Promise<Paged<T>> {
  const { limit, offset } = limits(paging);
  const rows = await db.query<Row & { total: Count }>(`${select} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    limit,
    offset,
  ]);
  if (rows.length) return { list: rows.map(map), total: Number(rows[0]!.total) };
  const { sql, params: countParams } = typeof count === 'string' ? { sql: count, params } : count;
  const [counted] = await db.query<{ total: Count }>(sql, countParams);
  return { list: [], total: Number(counted?.total ?? 0) };
}

/** An ILIKE pattern matching `keyword` anywhere, its own % and _ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
